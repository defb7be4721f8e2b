/**
 * R4.07: a live room's state as the card shows it. 1 preview; 2 and 3 live; 4 ended becomes 5 when
 * a replay exists, else 6. `undefined` means not known yet (loading, failed, or a status the
 * client does not know), and the card shows its published config.
 */
export type LiveDisplayStatus = 1 | 2 | 3 | 5 | 6;

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
  switch (status) {
    case 1:
    case 2:
    case 3:
    case 5:
    case 6:
      return status;
    case 4:
      return isReplay === 1 ? 5 : 6;
    default:
      return undefined;
  }
}

/** The card's texts for each status, and for an unknown one (the published entry, still enterable). */
export const LIVE_STATUS_VIEWS: Record<LiveDisplayStatus | 'unknown', LiveStatusView> = {
  1: { button: '预约直播', badge: '预告', tappable: true },
  2: { button: '进入观看', badge: '直播中', tappable: true },
  3: { button: '进入观看', badge: '直播中', tappable: true },
  5: { button: '立即查看', badge: '回放', tappable: true },
  6: { button: '已结束', badge: '已结束', tappable: false },
  unknown: { button: '进入直播间', badge: '', tappable: true },
};
