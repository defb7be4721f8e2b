import { codeIn } from '../../lib/code-table.ts';
import { LIVE_STATUS, type LiveStatus } from '../../lib/live-status.ts';

/**
 * R4.07: a live room's state as the card shows it: "ended" is folded into replay or ended without
 * replay. `undefined` means not known yet (loading, failed, or a status the client does not know),
 * and the card shows its published config.
 */
export type LiveDisplayStatus = Exclude<LiveStatus, typeof LIVE_STATUS.ended>;

/** What the card shows for a status: the button text, the cover badge, and whether tapping does anything. */
export interface LiveStatusView {
  button: string;
  badge: string;
  tappable: boolean;
}

/** R4.07: folds the server's status and replay flag into the status the card shows. */
export function liveDisplayStatus(
  status: number | undefined,
  isReplay: number | undefined,
): LiveDisplayStatus | undefined {
  const known = codeIn(LIVE_STATUS, status);
  switch (known) {
    case undefined:
      return undefined;
    case LIVE_STATUS.ended:
      return isReplay === 1 ? LIVE_STATUS.replay : LIVE_STATUS.endedWithoutReplay;
    case LIVE_STATUS.preview:
    case LIVE_STATUS.live:
    case LIVE_STATUS.alsoLive:
    case LIVE_STATUS.replay:
    case LIVE_STATUS.endedWithoutReplay:
      return known;
    default:
      return known satisfies never;
  }
}

/** The card's texts for each status, and for an unknown one (the published entry, still enterable). */
export const LIVE_STATUS_VIEWS: Record<LiveDisplayStatus | 'unknown', LiveStatusView> = {
  [LIVE_STATUS.preview]: { button: '预约直播', badge: '预告', tappable: true },
  [LIVE_STATUS.live]: { button: '进入观看', badge: '直播中', tappable: true },
  [LIVE_STATUS.alsoLive]: { button: '进入观看', badge: '直播中', tappable: true },
  [LIVE_STATUS.replay]: { button: '立即查看', badge: '回放', tappable: true },
  [LIVE_STATUS.endedWithoutReplay]: { button: '已结束', badge: '已结束', tappable: false },
  unknown: { button: '进入直播间', badge: '', tappable: true },
};
