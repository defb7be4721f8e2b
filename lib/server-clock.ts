/**
 * The server's time as this page knows it (R4.16: a draw or a seckill opens at the server's
 * second, whatever the phone's clock says). Each answer's `Date` header bounds the offset between
 * the server's clock and this page's monotonic clock: the server wrote the header after the call
 * was sent and before it came back, and the header drops the milliseconds, so
 * `date - received <= offset < date + 1000 - sent`. Intersecting those ranges over the answers
 * narrows it to well under a second; `now()` reads the middle of the range. The monotonic clock
 * (`performance.now()`) does not move when the phone's clock is changed during the visit. Before
 * any answer, `now()` is the phone's clock. The page's one instance is api/transport.ts's
 * `serverClock`, which every answer feeds.
 */
export interface ServerClock {
  /** The server's time now, in milliseconds since the epoch. */
  now(): number;
  /** Reads an answer's `Date` header; `sent` and `received` are `monotonic()` readings around the call. */
  observeDate(header: string | null, sent: number, received: number): void;
  /** The monotonic clock the readings are taken on. */
  monotonic(): number;
}

/** A header's seconds: the server's time was in `[date, date + 1000)` when it wrote it. */
const HEADER_RESOLUTION_MS = 1000;

/** Builds a clock; the clocks are replaceable in tests. */
export function createServerClock(
  monotonic: () => number = () => performance.now(),
  wall: () => number = () => Date.now(),
): ServerClock {
  let range: { low: number; high: number } | undefined;
  return {
    monotonic,
    now() {
      if (range === undefined) return wall();
      return Math.round(monotonic() + (range.low + range.high) / 2);
    },
    observeDate(header, sent, received) {
      if (!header) return;
      const date = Date.parse(header);
      if (Number.isNaN(date) || received < sent) return;
      const low = date - received;
      const high = date + HEADER_RESOLUTION_MS - sent;
      if (range === undefined || low >= range.high) {
        // The first answer, or one proving the server's clock moved on: it alone holds.
        range = { low, high };
        return;
      }
      // A range wholly before the known one is an answer kept in a cache: it says nothing new.
      if (high <= range.low) return;
      range = { low: Math.max(range.low, low), high: Math.min(range.high, high) };
    },
  };
}
