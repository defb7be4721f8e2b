import answerValidators from 'virtual:answer-validators';
import { vi } from 'vitest';
import type { Envelope } from '../lib/wire.ts';
import type { CheckedEndpoint } from './answer-types.ts';
import { checkAnswer } from './check-answer.ts';
import type { ApiCall } from './client.ts';
import type { CallOptions } from './types.ts';

/**
 * A fake of the client's call for unit tests: a mock answering whatever `answer` gives for the
 * endpoint, checked at the same edge as the real client's answers (wire types read, wrong shapes
 * refused), usable wherever the real `ApiCall` is.
 */
export function fakeApiCall(
  answer: (name: CheckedEndpoint, options?: CallOptions) => Envelope | Promise<Envelope>,
) {
  const mock = vi.fn(async (name: CheckedEndpoint, options?: CallOptions) =>
    checkAnswer(name, await answer(name, options), answerValidators[name]),
  );
  return mock as typeof mock & ApiCall;
}
