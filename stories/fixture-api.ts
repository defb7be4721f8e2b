import { action } from 'storybook/actions';
import type { ApiCall, ApiClient } from '../api/client.ts';
import { checkAnswer } from '../api/check-answer.ts';
import answerValidators from 'virtual:answer-validators';
import type { Envelope } from '../lib/wire.ts';

/** What a story's client answers a call with; undefined: the call never answers (a request under way). */
export type FixtureAnswer = (
  name: Parameters<ApiCall>[0],
  options: Parameters<ApiCall>[1],
) => Envelope | undefined;

/**
 * A client for stories: each call is logged to the actions panel and answered by `answer`, checked
 * at the same edge as the real client's answers.
 */
export function fixtureApi(answer: FixtureAnswer): ApiClient {
  const log = action('api call');
  const call = ((name, options) => {
    log(name, options);
    const envelope = answer(name, options);
    if (envelope === undefined) return new Promise(() => undefined);
    return Promise.resolve(checkAnswer(name, envelope, answerValidators[name]));
  }) as ApiCall;
  return { call, setSessionRecovery: () => undefined };
}
