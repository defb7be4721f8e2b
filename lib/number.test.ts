import { describe, expect, test } from 'vitest';
import { compactNumber } from './number.ts';

describe('compactNumber', () => {
  test.each([
    ['under 5 digits whole: 0', 0, '0'],
    ['under 5 digits whole: 7', 7, '7'],
    ['under 5 digits whole: 9999', 9999, '9999'],
    ['under 5 digits whole: a fraction is cut, 12.9', 12.9, '12'],
    ['5 to 8 digits in 万 with one decimal: 10000', 10000, '1.0万'],
    ['5 to 8 digits in 万 with one decimal: 12345', 12345, '1.2万'],
    ['5 to 8 digits in 万 with one decimal: 15999 is cut, not rounded', 15999, '1.5万'],
    ['5 to 8 digits in 万 with one decimal: 99999', 99999, '9.9万'],
    ['5 to 8 digits in 万 with one decimal: 123456', 123456, '12.3万'],
    ['5 to 8 digits in 万 with one decimal: 99999999 stays below 亿', 99999999, '9999.9万'],
    ['over 8 digits in 亿 with two decimals: 100000000', 100000000, '1.00亿'],
    ['over 8 digits in 亿 with two decimals: 123456789', 123456789, '1.23亿'],
    ['over 8 digits in 亿 with two decimals: 129999999999', 129999999999, '1299.99亿'],
  ])('R5.17 compact numbers: %s', (_name, value, expected) => {
    expect(compactNumber(value)).toBe(expected);
  });

  test.each([
    ['numeric string 12345', '12345', '1.2万'],
    ['numeric string with spaces', ' 9999 ', '9999'],
    ['negative under 5 digits', -42, '-42'],
    ['negative in 万', -12345, '-1.2万'],
    ['negative in 亿', -250000000, '-2.50亿'],
    ['NaN', Number.NaN, ''],
    ['Infinity', Number.POSITIVE_INFINITY, ''],
    ['empty string', '', ''],
    ['text', 'abc', ''],
    ['null', null, ''],
    ['undefined', undefined, ''],
  ])('R5.17 compact numbers, odd input: %s', (_name, value, expected) => {
    expect(compactNumber(value)).toBe(expected);
  });
});
