import { useId, type ReactNode } from 'react';
import { MEETING_REGISTER_SOURCE, pageHref } from '../../actions/targets.ts';
import { picture } from '../../ui/Picture.tsx';
import './meeting-rows.css';

/** The meeting's sign-up page with the visit's parameters (RegistereSource 11, R9.04). */
export function meetingHref(mid: string, search: string): string {
  return pageHref(
    '.',
    'unicorn-meeting-signup',
    { mid, RegistereSource: MEETING_REGISTER_SOURCE },
    search,
  );
}

/** What a meeting row shows (a sign-up of the visitor's, a meeting of the conference list). */
export interface MeetingRowProps {
  name: string;
  cover: string | undefined;
  /** unicorn-meeting-signup for this meeting, with the visit's parameters carried. */
  href: string;
  /** The lines under the name (when, where, signed up at), each left out when empty. */
  facts: readonly string[];
  /** A state badge before the name (the conference list's sign-up state). */
  badge?: ReactNode;
  /** Buttons beside the facts (remind); they sit above the row's link. */
  children?: ReactNode;
}

/**
 * One meeting in a list: the cover on the left, the name (the row's link, stretched over the whole
 * row, to the meeting's sign-up page) and its facts; buttons given as children stay tappable on
 * their own.
 */
export function MeetingRow({ name, cover, href, facts, badge, children }: MeetingRowProps) {
  const id = useId();
  const shown = facts.filter(Boolean);
  return (
    <div className="bc-meeting-row">
      {picture({
        className: 'bc-meeting-row__cover',
        src: cover ?? '',
        alt: '',
        ratio: 750 / 400,
        sizes: { width: 240, height: 128, quality: 75 },
      })}
      <div className="bc-meeting-row__text">
        {badge}
        <a className="bc-meeting-row__name bc-clamp" href={href} aria-describedby={`${id}-facts`}>
          {name}
        </a>
        <ul className="bc-meeting-row__facts" id={`${id}-facts`}>
          {shown.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
        {children && <div className="bc-meeting-row__actions">{children}</div>}
      </div>
    </div>
  );
}
