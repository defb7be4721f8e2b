import { describe, expect, test } from 'vitest';
import { createServerClock } from './server-clock.ts';

const DAY = 24 * 60 * 60 * 1000;
/** The server's time at monotonic 0 in these tests. */
const SERVER_AT_ZERO = Date.parse('2026-11-23T08:00:00.400Z');

/** A clock whose monotonic reading and phone time the test sets. */
function clockAt(phoneOffset: number) {
  const state = { monotonic: 0 };
  const clock = createServerClock(
    () => state.monotonic,
    () => SERVER_AT_ZERO + state.monotonic + phoneOffset,
  );
  /** An answer sent at `sent` and received at `received` (monotonic), its header written at `written`. */
  const answer = (sent: number, written: number, received: number) =>
    clock.observeDate(new Date(SERVER_AT_ZERO + written).toUTCString(), sent, received);
  return { clock, state, answer };
}

describe('R4.16 the countdown runs on the server clock, whatever the phone says', () => {
  test('before any answer it is the phone clock', () => {
    const { clock } = clockAt(DAY);
    expect(clock.now()).toBe(SERVER_AT_ZERO + DAY);
  });

  test('one answer puts a phone a day off within a second of the server', () => {
    const { clock, state, answer } = clockAt(DAY);
    answer(0, 40, 80);
    state.monotonic = 5000;
    expect(Math.abs(clock.now() - (SERVER_AT_ZERO + 5000))).toBeLessThan(1000);
  });

  test('answers together narrow it to the round trip, not the header’s second', () => {
    const { clock, state, answer } = clockAt(-DAY);
    // Headers written just before and just after the server's second turns.
    for (const written of [90, 250, 580, 610, 900]) answer(written - 10, written, written + 10);
    state.monotonic = 10_000;
    expect(Math.abs(clock.now() - (SERVER_AT_ZERO + 10_000))).toBeLessThan(30);
  });

  test('a cached answer (an older date) changes nothing', () => {
    const { clock, state, answer } = clockAt(0);
    answer(0, 10, 20);
    answer(1000, 1010, 1020);
    const before = clock.now();
    clock.observeDate(new Date(SERVER_AT_ZERO - 60_000).toUTCString(), 2000, 2010);
    state.monotonic = 0;
    expect(clock.now()).toBe(before);
  });

  test('a server whose clock moved on is followed', () => {
    const { clock, state, answer } = clockAt(0);
    answer(0, 10, 20);
    clock.observeDate(new Date(SERVER_AT_ZERO + 60_000).toUTCString(), 100, 120);
    state.monotonic = 120;
    expect(clock.now()).toBeGreaterThan(SERVER_AT_ZERO + 59_000);
  });

  test.each([[null], [''], ['not a date']])('no usable header (%j) leaves it alone', (header) => {
    const { clock } = clockAt(DAY);
    clock.observeDate(header, 0, 10);
    expect(clock.now()).toBe(SERVER_AT_ZERO + DAY);
  });
});
