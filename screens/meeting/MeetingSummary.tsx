import type { Meeting } from '../../schemas/meeting.ts';
import { picture } from '../../ui/Picture.tsx';
import type { MeetingState } from './meeting-state.ts';
import { meetingPlace, meetingTimeRange, placesText, STATE_TEXT } from './meeting-text.ts';
import { VenueMapButton } from './VenueMapButton.tsx';

/**
 * The top of unicorn-meeting-signup: the cover, the name with the sign-up state's badge, when and
 * where, how many have signed up, and the sentence the state says (not open yet, open, full, closed).
 */
export function MeetingSummary({ meeting, state }: { meeting: Meeting; state: MeetingState }) {
  const name = meeting.meetingName?.trim() || '会议报名';
  const time = meetingTimeRange(meeting);
  const place = meetingPlace(meeting);
  const text = STATE_TEXT[state];
  return (
    <header className="bc-meeting-summary">
      {picture({
        className: 'bc-meeting-summary__cover',
        src: meeting.coverImg ?? '',
        alt: `${name}封面`,
        ratio: 750 / 400,
        sizes: 'full',
        priority: true,
      })}
      <div className="bc-meeting__panel">
        <p className={`bc-meeting-summary__badge bc-meeting-summary__badge--${state}`}>
          {text.badge}
        </p>
        <h1 className="bc-meeting-summary__title">{name}</h1>
        {meeting.introduce?.trim() && (
          <p className="bc-meeting-summary__introduce">{meeting.introduce.trim()}</p>
        )}
        <dl className="bc-meeting-summary__facts">
          {time && (
            <div className="bc-meeting-summary__fact">
              <dt>时间</dt>
              <dd>{time}</dd>
            </div>
          )}
          {place && (
            <div className="bc-meeting-summary__fact">
              <dt>地点</dt>
              <dd>
                <span>{place}</span>
                {meeting.address?.trim() && <VenueMapButton meeting={meeting} />}
              </dd>
            </div>
          )}
          <div className="bc-meeting-summary__fact">
            <dt>名额</dt>
            <dd>{placesText(meeting)}</dd>
          </div>
        </dl>
        <p className="bc-meeting-summary__note" data-state={state}>
          {text.note(meeting)}
        </p>
      </div>
    </header>
  );
}
