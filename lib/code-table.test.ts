import { describe, expect, test } from 'vitest';
import { codeIn } from './code-table.ts';
import { JUMP_TYPE } from './jump-type.ts';

describe('codeIn', () => {
  test.each([
    [0, 0],
    [7, 7],
    [1, undefined],
    [99, undefined],
    [undefined, undefined],
  ])('jumpType %s reads as %s', (value, expected) => {
    expect(codeIn(JUMP_TYPE, value)).toBe(expected);
  });
});
