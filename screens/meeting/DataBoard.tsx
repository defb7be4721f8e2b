import { compactNumber } from '../../lib/number.ts';
import type { ConferenceDataBoard } from '../../schemas/conference-list.ts';

/** The list's data board: meetings, cities, sign-ups and reminders in all (R5.17 compact numbers). */
export function DataBoard({ board }: { board: ConferenceDataBoard }) {
  const cells = [
    ['会议场次', board.meetingNum],
    ['覆盖城市', board.cityNum],
    ['累计报名', board.signUpNum],
    ['提醒订阅', board.remindNum],
  ] as const;
  return (
    <dl className="bc-conference-board">
      {cells.map(([label, value]) =>
        value === undefined ? null : (
          <div className="bc-conference-board__cell" key={label}>
            <dt>{label}</dt>
            <dd>{compactNumber(value)}</dd>
          </div>
        ),
      )}
    </dl>
  );
}
