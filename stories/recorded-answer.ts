import answerValidators from 'virtual:answer-validators';
import type { AnswerOf, CheckedEndpoint } from '../api/answer-types.ts';
import { checkAnswer } from '../api/check-answer.ts';
import type { Envelope } from '../lib/wire.ts';

/** A recorded answer's data read through its call's schema, as a screen receives it. */
export function recordedAnswer<Name extends CheckedEndpoint>(
  name: Name,
  envelope: Envelope,
): AnswerOf<Name> {
  return checkAnswer(name, envelope, answerValidators[name]).data as AnswerOf<Name>;
}
