import type { ScreenDefinition } from '../shared/screen.ts';
import { ListSkeleton } from '../site/ListSkeleton.tsx';
import { ConferenceListScreen } from './ConferenceListScreen.tsx';
import { loadConferenceList, type ConferenceListValue } from './load-conference-list.ts';

/**
 * conference-list.html: the conference activities (spec §2 "screens implied by calls", §7
 * `conferenceActivity/*`, `conferenceActivityRemind/*`). The meetings, filters and data board are
 * the same for everyone and rendered on the server; the visitor's reminders fill in after hydration.
 */
export const conferenceListScreen: ScreenDefinition<ConferenceListValue> = {
  name: 'conference-list',
  html: 'conference-list.html',
  label: '会议活动',
  // None of its own: the visit's parameters travel on to the meetings it opens.
  params: [],
  load: loadConferenceList,
  title: () => '会议活动',
  share: () => ({ title: '会议活动 · 天九老板云', desc: '天九共享全国会议，报名开始前可设置提醒' }),
  Screen: ConferenceListScreen,
  Skeleton: ListSkeleton,
};
