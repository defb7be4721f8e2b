import type { Winner } from '../../schemas/campaign.ts';
import { shortTime } from './short-time.ts';

/** The latest winners (names masked by the server), newest first. */
export function WinnerList({ winners }: { winners: readonly Winner[] }) {
  return (
    <section className="bc-campaign__section" aria-labelledby="bc-campaign-winners">
      <h2 id="bc-campaign-winners" className="bc-campaign__subtitle">
        中奖名单
      </h2>
      {winners.length === 0 ? (
        <p className="bc-campaign__empty">还没有人中奖，快来试试手气</p>
      ) : (
        <ul className="bc-winners">
          {winners.map((winner, index) => (
            <li key={index} className="bc-winners__row">
              <span className="bc-winners__name">{winner.userName}</span>
              <span className="bc-winners__prize">{winner.prizeName}</span>
              <span className="bc-winners__time">{shortTime(winner.createTime)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
