import { describe, expect, test } from 'vitest';
import { inlineJson } from './inline-json.ts';

describe('inlineJson: data inlined in the server HTML cannot break out of its script element', () => {
  const hostile = {
    title: '</script><script>alert(1)</script>',
    comment: '<!-- <script>',
    amp: 'a && b > c',
    separators: 'line\u2028paragraph\u2029end',
  };

  test('no <, >, & or line separator is written as itself', () => {
    const text = inlineJson(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(text).toContain('\\u2028');
  });

  test('JSON.parse reads back exactly what was given', () => {
    expect(JSON.parse(inlineJson(hostile))).toEqual(hostile);
  });

  test('plain data is plain JSON', () => {
    expect(inlineJson({ id: '1001', n: [1, 2] })).toBe('{"id":"1001","n":[1,2]}');
  });
});
