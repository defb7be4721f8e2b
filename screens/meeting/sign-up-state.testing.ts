import type { MeetingFormValues } from './sign-up-fields.ts';
import type { MeetingSignUpState } from './use-meeting-sign-up.ts';

/** A visitor's whole input for a meeting sign-up, as tests and stories fill it in. */
export const FILLED_MEETING_INPUT: MeetingFormValues = {
  name: '张三',
  mobile: '13800001111',
  smsCode: '1234',
  company: '天九共享',
  position: '总经理',
  area: ['上海市', '上海市', '浦东新区'],
  areaIds: ['310000', '310100', '310115'],
};

/**
 * The sign-up block's state for tests and stories: logged in, not signed up, an empty form, and
 * actions that do nothing, with `change` over it.
 */
export function signUpState(change: Partial<MeetingSignUpState> = {}): MeetingSignUpState {
  return {
    face: { status: 'none' },
    pick: () => Promise.resolve(),
    checked: () => Promise.resolve(undefined),
    values: {},
    change: () => undefined,
    agreed: false,
    agree: () => undefined,
    loggedIn: true,
    login: () => undefined,
    signedUp: 'no',
    submitting: false,
    submit: () => Promise.resolve(),
    succeeded: false,
    closeSuccess: () => undefined,
    ...change,
  };
}
