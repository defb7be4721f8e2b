import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parseCli } from './cli.ts';

describe('gateway command line', () => {
  test('defaults: port 8080, dist and .data in the working folder, no page folders', () => {
    expect(parseCli([], {})).toEqual({
      port: 8080,
      pagesDirs: [],
      distDir: resolve('dist'),
      dataDir: resolve('.data'),
    });
  });

  test('PORT sets the port unless --port is given; 0 is allowed', () => {
    expect(parseCli([], { PORT: '9100' }).port).toBe(9100);
    expect(parseCli(['--port', '0'], { PORT: '9100' }).port).toBe(0);
  });

  test('--pages may repeat, in order', () => {
    expect(parseCli(['--pages', 'a', '--pages', 'b'], {}).pagesDirs).toEqual([
      resolve('a'),
      resolve('b'),
    ]);
  });

  test.each([['--port', 'x'], ['--port', '70000'], ['--nope']])('refuses %s %s', (...args) => {
    expect(() => parseCli(args, {})).toThrow();
  });
});
