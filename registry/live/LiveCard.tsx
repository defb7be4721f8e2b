import { useAction } from '../../actions/use-action.tsx';
import { LIVE_STATUS } from '../../lib/live-status.ts';
import { formatDate } from '../../lib/time.ts';
import type { LiveEntry, LiveItem } from '../../schemas/index.ts';
import { picture } from '../../ui/Picture.tsx';
import { LIVE_STATUS_VIEWS, liveDisplayStatus } from './live-status.ts';
import { useLiveDetail } from './use-live-detail.ts';

/** Project names shown on a card before the rest are summed up as 等N个项目. */
const MAX_PROJECTS = 3;

/** Labels that name a status (直播中 …): once the real status is known they would contradict it. */
const STATUS_WORDS = new Set(Object.values(LIVE_STATUS_VIEWS).map((view) => view.badge));

/**
 * One live room: the published entry at once (with `initial`, the state a screen already loaded),
 * then its current state (status, start time, cover, projects) once `roomLive/detail` answers. The
 * status button emits a `liveTap`.
 */
export function LiveCard({ entry, initial }: { entry: LiveEntry; initial?: LiveItem }) {
  const dispatch = useAction();
  const detail = useLiveDetail(entry.roomLiveId) ?? initial;
  const status = liveDisplayStatus(detail?.status, detail?.isReplay);
  const view = LIVE_STATUS_VIEWS[status ?? 'unknown'];
  const title = entry.titleCustom || detail?.title || entry.title || '直播';
  const cover = detail?.coverOne ?? entry.coverImg ?? '';
  const badge = view.badge || entry.label;
  const label =
    entry.label && !STATUS_WORDS.has(entry.label) && entry.label !== badge
      ? entry.label
      : undefined;
  const startTime = formatDate(detail?.startTime, 'MM月DD日 HH:mm');
  const projects = (detail?.projectList ?? [])
    .map((project) => project.projectName)
    .filter((name) => name !== undefined && name !== '');
  const roomLiveId = entry.roomLiveId ?? detail?.roomLiveId;
  const live = status === LIVE_STATUS.live || status === LIVE_STATUS.alsoLive;

  return (
    <li className={`bc-live__card bc-live__card--${status ?? 'unknown'}`}>
      <div className="bc-live__cover">
        {picture({
          className: 'bc-live__picture',
          src: cover,
          alt: `${title} 封面`,
          ratio: 16 / 9,
          sizes: 'full',
        })}
        {badge && (
          <span className={live ? 'bc-live__badge bc-live__badge--live' : 'bc-live__badge'}>
            {live && <span className="bc-live__pulse" aria-hidden="true" />}
            {badge}
          </span>
        )}
      </div>
      <div className="bc-live__body">
        <h3 className="bc-live__title bc-clamp">{title}</h3>
        {label && <p className="bc-live__label">{label}</p>}
        {projects.length > 0 && (
          <p className="bc-live__projects">
            <span className="bc-live__projects-head">路演项目</span>
            <span className="bc-live__projects-names bc-clamp">
              {projects.slice(0, MAX_PROJECTS).join('、')}
              {projects.length > MAX_PROJECTS && ` 等${projects.length}个项目`}
            </span>
          </p>
        )}
        <div className="bc-live__footer">
          <span className="bc-live__time">{startTime && <time>{startTime} 开播</time>}</span>
          <button
            type="button"
            className={`bc-live__button bc-live__button--${status ?? 'unknown'}`}
            disabled={!view.tappable || !roomLiveId}
            onClick={() => {
              if (roomLiveId) void dispatch({ kind: 'liveTap', roomLiveId, status });
            }}
          >
            {view.button}
          </button>
        </div>
      </div>
    </li>
  );
}
