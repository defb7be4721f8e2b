import { describe, expect, test } from 'vitest';
import { cityName, textLength, truncate } from './text.ts';

describe('textLength', () => {
  test.each([
    ['empty', '', 0],
    ['null', null, 0],
    ['ASCII letters count 1', 'abc', 3],
    ['code 255 (ÿ) counts 1', 'ÿ', 1],
    ['code 256 (Ā) counts 2', 'Ā', 2],
    ['Chinese counts 2', '老板云', 6],
    ['mixed', 'AI老板', 6],
    ['an emoji is one character above 255', '👍', 2],
  ])(
    'R5.16 text length: a character above code 255 counts 2, others 1: %s',
    (_name, text, expected) => {
      expect(textLength(text)).toBe(expected);
    },
  );
});

describe('truncate', () => {
  test.each([
    ['within the limit is whole', 'abc', 3, 'abc'],
    ['ASCII cut at the limit', 'abcdef', 4, 'abcd…'],
    ['Chinese counts 2 each', '天九老板云', 4, '天九…'],
    ['a wide character that would cross the limit is dropped', 'a天九', 4, 'a天…'],
    ['Chinese exactly at the limit is whole', '天九', 4, '天九'],
    ['limit 0', 'abc', 0, '…'],
    ['null', null, 5, ''],
    ['an emoji is not split', 'ab👍cd', 3, 'ab…'],
  ])('R5.16 truncate takes a limit: %s', (_name, text, limit, expected) => {
    expect(truncate(text, limit)).toBe(expected);
  });

  test('R5.16 truncate with a custom ellipsis', () => {
    expect(truncate('abcdef', 3, '...')).toBe('abc...');
  });
});

describe('cityName', () => {
  test.each([
    ['trailing 市 stripped', '上海市', '上海'],
    ['no 市 kept', '北京', '北京'],
    ['only the trailing 市', '市中区', '市中区'],
    ['spaces trimmed', ' 深圳市 ', '深圳'],
    ['empty', '', ''],
    ['null', null, ''],
  ])('R5.21 a trailing 市 is stripped from city names: %s', (_name, name, expected) => {
    expect(cityName(name)).toBe(expected);
  });
});
