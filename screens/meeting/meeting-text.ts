import { cityName } from '../../lib/text.ts';
import type { Meeting } from '../../schemas/meeting.ts';
import type { MeetingState } from './meeting-state.ts';

/** `yyyy-MM-dd HH:mm:ss` (China time, as the service writes it) to `yyyy-MM-dd HH:mm`. */
export function minutes(text: string | undefined): string {
  return (text ?? '').trim().slice(0, 16);
}

/** When the meeting takes place: its start, and its end (the time alone when on the same day). */
export function meetingTimeRange(meeting: Meeting): string {
  const start = minutes(meeting.meetingStartTime);
  const end = minutes(meeting.meetingEndTime);
  if (!start) return end;
  if (!end) return start;
  return end.slice(0, 10) === start.slice(0, 10)
    ? `${start} - ${end.slice(11)}`
    : `${start} 至 ${end}`;
}

/** Where: the city without its trailing 市 (R5.21), then the venue. */
export function meetingPlace(meeting: Pick<Meeting, 'city' | 'address'>): string {
  return [cityName(meeting.city), meeting.address?.trim() ?? ''].filter(Boolean).join(' · ');
}

/** The state's badge and the sentence under it. */
export const STATE_TEXT: Record<
  MeetingState,
  { badge: string; note: (meeting: Meeting) => string }
> = {
  upcoming: {
    badge: '报名未开始',
    note: (meeting) =>
      meeting.signUpStartTime
        ? `${minutes(meeting.signUpStartTime)} 开始报名，敬请期待`
        : '报名尚未开始，敬请期待',
  },
  open: {
    badge: '报名中',
    note: (meeting) =>
      meeting.signUpEndTime ? `报名截止 ${minutes(meeting.signUpEndTime)}` : '填写以下信息完成报名',
  },
  full: { badge: '名额已满', note: () => '本次会议报名名额已满，感谢您的关注' },
  closed: { badge: '报名已结束', note: () => '本次会议报名已结束，感谢您的关注' },
};

/** The places line: "已报名 57 / 200 人", or the count alone without a limit. */
export function placesText(meeting: Meeting): string {
  const taken = meeting.signUpNum ?? 0;
  const quota = meeting.quota ?? 0;
  return quota > 0 ? `已报名 ${taken} / ${quota} 人` : `已报名 ${taken} 人`;
}
