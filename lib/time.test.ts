import { describe, expect, test } from 'vitest';
import { formatDate, parseDate, relativeTime } from './time.ts';

const NOW = new Date(2024, 5, 15, 12, 0, 0).getTime();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relativeTime', () => {
  test.each([
    ['within a minute 刚刚: now', 0, '刚刚'],
    ['within a minute 刚刚: 59 s', 59 * SECOND, '刚刚'],
    ['1-59 minutes 分钟前: 60 s', MINUTE, '1分钟前'],
    ['1-59 minutes 分钟前: 59 min 59 s', HOUR - SECOND, '59分钟前'],
    ['1-23 hours 小时前: 1 h', HOUR, '1小时前'],
    ['1-23 hours 小时前: 23 h 59 min', DAY - MINUTE, '23小时前'],
    ['1-6 days 天前: 1 day', DAY, '1天前'],
    ['1-6 days 天前: 6 days 23 h', 7 * DAY - HOUR, '6天前'],
    ['1-3 weeks 周前: 7 days', 7 * DAY, '1周前'],
    ['1-3 weeks 周前: 20 days', 20 * DAY, '2周前'],
    ['1-3 weeks 周前: 27 days', 27 * DAY + 23 * HOUR, '3周前'],
    ['otherwise yyyy-mm-dd: 28 days is past 3 weeks and before a month', 28 * DAY, '2024-05-18'],
    ['1-3 months (30 days) 月前: 30 days', 30 * DAY, '1月前'],
    ['1-3 months (30 days) 月前: 89 days', 89 * DAY, '2月前'],
    ['1-3 months (30 days) 月前: 119 days', 119 * DAY, '3月前'],
    ['otherwise yyyy-mm-dd: 120 days', 120 * DAY, '2024-02-16'],
    ['otherwise yyyy-mm-dd: two years', 731 * DAY, '2022-06-15'],
  ])('R5.22 relative time: %s', (_name, ago, expected) => {
    expect(relativeTime(NOW - ago, NOW)).toBe(expected);
  });

  test.each([
    ['future times give nothing: 1 s ahead', NOW + SECOND],
    ['future times give nothing: a day ahead', NOW + DAY],
    ['invalid gives nothing: text', 'not a date'],
    ['invalid gives nothing: empty', ''],
    ['invalid gives nothing: null', null],
  ])('R5.22 relative time: %s', (_name, input) => {
    expect(relativeTime(input, NOW)).toBe('');
  });

  test('R5.22 relative time: accepts a server date string with dashes and a Date for now', () => {
    expect(relativeTime('2024-06-15 09:30:00', new Date(NOW))).toBe('2小时前');
  });
});

describe('parseDate', () => {
  test.each([
    ['dashed date and time', '2024-01-02 10:20:30', new Date(2024, 0, 2, 10, 20, 30)],
    ['slashed date and time', '2024/01/02 10:20:30', new Date(2024, 0, 2, 10, 20, 30)],
    ['millisecond timestamp as digits', String(NOW), new Date(NOW)],
    ['millisecond timestamp as number', NOW, new Date(NOW)],
  ])('R5.21 date parse: %s', (_name, input, expected) => {
    expect(parseDate(input)?.getTime()).toBe(expected.getTime());
  });

  test('R5.21 date parse falls back to replacing dashes with slashes', () => {
    // Like older iOS Safari: a dashed date with a time does not parse, the slashed one does.
    const safari = (text: string) =>
      /\d-\d.* /.test(text) ? new Date(Number.NaN) : new Date(text);
    expect(safari('2024-01-02 10:20:30').getTime()).toBeNaN();
    expect(parseDate('2024-01-02 10:20:30', safari)?.getTime()).toBe(
      new Date(2024, 0, 2, 10, 20, 30).getTime(),
    );
  });

  test.each([
    ['empty', ''],
    ['blank', '   '],
    ['text', 'yesterday-ish'],
    ['null', null],
    ['undefined', undefined],
    ['NaN', Number.NaN],
    ['invalid Date', new Date(Number.NaN)],
  ])('R5.21 date parse gives null for %s', (_name, input) => {
    expect(parseDate(input)).toBeNull();
  });
});

describe('formatDate', () => {
  test.each([
    ['default yyyy-mm-dd', '2024-03-04 05:06:07', undefined, '2024-03-04'],
    ['custom pattern', '2024-03-04 05:06:07', 'MM-DD HH:mm', '03-04 05:06'],
    ['every token', '2024-12-31 23:59:58', 'YYYY-MM-DDTHH:mm:ss', '2024-12-31T23:59:58'],
    ['Chinese text around tokens', '2024-03-04 05:06:07', 'MM月DD日 HH:mm', '03月04日 05:06'],
    ['invalid gives empty', 'nope', undefined, ''],
  ])('formatDate: %s', (_name, input, pattern, expected) => {
    expect(formatDate(input, pattern)).toBe(expected);
  });
});
