import type { ReactNode } from 'react';
import {
  LIVE_STATUS_VIEWS,
  liveDisplayStatus,
  type LiveDisplayStatus,
  type LiveStatusView,
} from './live-status.ts';

/**
 * A room's status as the live card shows it (R4.07: the folded status and its texts), handed to
 * `children`: the live room page reads the card's own texts through this chunk rather than
 * carrying a second copy of them (or cutting them into a chunk of their own).
 */
export function WithLiveStatus({
  status,
  isReplay,
  children,
}: {
  status: number | undefined;
  isReplay: number | undefined;
  children: (shown: LiveDisplayStatus | undefined, view: LiveStatusView) => ReactNode;
}) {
  const shown = liveDisplayStatus(status, isReplay);
  return children(shown, LIVE_STATUS_VIEWS[shown ?? 'unknown']);
}
