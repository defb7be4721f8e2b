import { describe, expect, test } from 'vitest';
import { durationParts, twoDigits } from './duration.ts';

describe('durationParts', () => {
  test.each([
    ['zero', 0, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    ['negative is zero', -5000, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    ['NaN is zero', Number.NaN, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    ['part of a second rounds up', 1, { days: 0, hours: 0, minutes: 0, seconds: 1 }],
    ['59 s', 59_000, { days: 0, hours: 0, minutes: 0, seconds: 59 }],
    ['1 h 1 min 1 s', 3_661_000, { days: 0, hours: 1, minutes: 1, seconds: 1 }],
    ['2 days 3 h', 2 * 86_400_000 + 3 * 3_600_000, { days: 2, hours: 3, minutes: 0, seconds: 0 }],
  ])('durationParts: %s', (_name, milliseconds, expected) => {
    expect(durationParts(milliseconds)).toEqual(expected);
  });

  test.each([
    [0, '00'],
    [5, '05'],
    [59, '59'],
    [120, '120'],
  ])('twoDigits %i → %s', (value, expected) => {
    expect(twoDigits(value)).toBe(expected);
  });
});
