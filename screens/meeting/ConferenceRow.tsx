import type { ShownMeeting } from './load-conference-list.ts';
import { meetingPlace, meetingTimeRange, placesText, STATE_TEXT } from './meeting-text.ts';
import { meetingHref, MeetingRow } from './MeetingRow.tsx';
import type { Reminders } from './use-reminders.ts';

/**
 * One meeting of the conference list: its state's badge, name (opening its sign-up page), when,
 * where and the places; until sign-up is over, 提醒我 (已提醒 once set; a tap cancels it).
 */
export function ConferenceRow({
  shown: { meeting, state },
  search,
  reminders,
}: {
  shown: ShownMeeting;
  search: string;
  reminders: Reminders;
}) {
  const reminded = reminders.reminded(meeting.id);
  return (
    <MeetingRow
      name={meeting.meetingName?.trim() || '会议'}
      cover={meeting.coverImg}
      href={meetingHref(meeting.id, search)}
      badge={
        <span className={`bc-meeting-row__badge bc-meeting-row__badge--${state}`}>
          {STATE_TEXT[state].badge}
        </span>
      }
      facts={[meetingTimeRange(meeting), meetingPlace(meeting), placesText(meeting)]}
    >
      {state !== 'closed' && (
        <button
          type="button"
          className={`bc-remind${reminded ? ' bc-remind--on' : ''}`}
          aria-busy={reminders.pending(meeting.id) || undefined}
          onClick={() => void reminders.toggle(meeting.id)}
        >
          {reminded ? '已提醒' : '提醒我'}
        </button>
      )}
    </MeetingRow>
  );
}
