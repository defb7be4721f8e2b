import type { ScreenDefinition } from '../shared/screen.ts';
import { ListSkeleton } from '../site/ListSkeleton.tsx';
import { MySignUpsScreen } from './MySignUpsScreen.tsx';

/**
 * my-sign-ups.html: the visitor's meeting sign-ups (spec §2 "screens implied by calls", §7
 * `conferenceSignUpData/mySignUpDataPage`). It loads nothing on the server: the sign-ups are
 * personal, asked after hydration once logged in (login first).
 */
export const mySignUpsScreen: ScreenDefinition<null> = {
  name: 'my-sign-ups',
  html: 'my-sign-ups.html',
  label: '我的会议报名',
  // None of its own: the visit's parameters travel on to the meetings it opens.
  params: [],
  load: () => Promise.resolve(null),
  title: () => '我的报名',
  Screen: MySignUpsScreen,
  Skeleton: ListSkeleton,
};
