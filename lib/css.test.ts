import { describe, expect, test } from 'vitest';
import { contrastRatio, cssColour, cssUrl, readableColour } from './css.ts';

describe('cssColour', () => {
  test.each([
    ['#fff4e8', '#fff4e8'],
    [' #EEF4FF ', '#EEF4FF'],
    ['rgba(0, 0, 0, 0.5)', 'rgba(0, 0, 0, 0.5)'],
    ['white', 'white'],
    ['red; position: fixed', undefined],
    ['url(javascript:alert(1))', undefined],
    ['expression(alert(1))', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (input, expected) => {
    expect(cssColour(input)).toBe(expected);
  });
});

describe('cssUrl', () => {
  test('quotes and parentheses cannot end the url', () => {
    expect(cssUrl('a.jpg"); background: red; x:url("')).not.toMatch(/"\)[^"]*"/);
    expect(cssUrl('/storage/bg/spring.jpg')).toBe('url("/storage/bg/spring.jpg")');
  });
});

describe('readableColour', () => {
  test.each([
    ['#222222 stays as configured', '#222222', '#222222'],
    ['#999999 on white is darkened to read at 4.5:1', '#999999', 'darker'],
    ['#ff0000 keeps its hue', '#ff0000', 'darker'],
    ['a named colour passes through', 'white', 'white'],
    ['a hostile value is dropped', 'red; position: fixed', undefined],
  ])('%s', (_name, input, expected) => {
    const result = readableColour(input);
    if (expected === 'darker') {
      expect(result).not.toBe(input);
      expect(contrastRatio(result!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      if (input === '#ff0000') expect(result).toMatch(/^#[0-9a-f]{2}0000$/);
    } else {
      expect(result).toBe(expected);
    }
  });
});
