import { describe, expect, test } from 'vitest';
import { cssColour, cssUrl } from './css.ts';

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
