import type { CodeOf } from './code-table.ts';

/** R4.07: a live room's `status` (roomLive/detail), and the two the client derives from "ended". */
export const LIVE_STATUS = {
  /** 1: announced, not started (button: reserve the live). */
  preview: 1,
  /** 2: live (enter and watch). */
  live: 2,
  /** 3: also live; the spec does not tell 2 from 3 apart. */
  alsoLive: 3,
  /** 4: ended; shown as 5 when a replay exists, else 6. */
  ended: 4,
  /** 5: ended with a replay (view now). */
  replay: 5,
  /** 6: ended without a replay. */
  endedWithoutReplay: 6,
} as const;

/** A live status the client knows. */
export type LiveStatus = CodeOf<typeof LIVE_STATUS>;
