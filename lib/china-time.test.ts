import { describe, expect, test } from 'vitest';
import { chinaRelativeTime, parseChinaTime } from './china-time.ts';

// 2025-06-01 12:00:00 in China.
const NOW = Date.UTC(2025, 5, 1, 4, 0, 0);

describe('parseChinaTime', () => {
  test.each([
    ['2025-06-01 12:00:00', '2025-06-01T04:00:00.000Z'],
    ['2025/06/01 08:30', '2025-06-01T00:30:00.000Z'],
    ['2025-06-01', '2025-05-31T16:00:00.000Z'],
    ['2025-06-01T12:00:00+08:00', '2025-06-01T04:00:00.000Z'],
    ['1748750400000', '2025-06-01T04:00:00.000Z'],
  ])('a platform time is China time whatever the zone it is read in: %s', (input, iso) => {
    expect(parseChinaTime(input)?.toISOString()).toBe(iso);
  });

  test.each([[''], ['不是时间'], [null], [undefined]])('%j gives null', (input) => {
    expect(parseChinaTime(input)).toBeNull();
  });
});

describe('chinaRelativeTime', () => {
  test.each([
    ['within a minute: 刚刚', '2025-06-01 11:59:30', '刚刚'],
    ['1-59 minutes: 分钟前', '2025-06-01 11:15:00', '45分钟前'],
    ['1-23 hours: 小时前', '2025-06-01 09:00:00', '3小时前'],
    ['1-6 days: 天前', '2025-05-29 12:00:00', '3天前'],
    ['1-3 weeks: 周前', '2025-05-18 12:00:00', '2周前'],
    ['1-3 months: 月前', '2025-04-01 12:00:00', '2月前'],
    ['otherwise the China date', '2024-12-31 23:30:00', '2024-12-31'],
    ['a China date early in the morning stays that date', '2025-01-02 03:00:00', '2025-01-02'],
    ['future times give nothing', '2025-06-01 12:30:00', ''],
  ])('R5.22 %s', (_rule, input, label) => {
    expect(chinaRelativeTime(input, NOW)).toBe(label);
  });
});
