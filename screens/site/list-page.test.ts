import { describe, expect, test } from 'vitest';
import { listPage } from './list-page.ts';

const rows = (count: number) => Array.from({ length: count }, (_, index) => index);

describe('a list page says whether more may follow (the visible end of /project and /news)', () => {
  test.each([
    ['a full first page of 26', rows(10), 26, 1, true],
    ['a full second page of 26', rows(10), 26, 2, true],
    ['the third page of 26 holds 6: the end', rows(6), 26, 3, false],
    ['a full page that reaches the total: the end', rows(10), 20, 2, false],
    ['no total and a full page: maybe more', rows(10), undefined, 1, true],
    ['no total and a short page: the end', rows(3), undefined, 1, false],
    ['an empty first page: the end', [], 0, 1, false],
  ])('%s', (_case, records, total, pageIndex, more) => {
    expect(listPage({ records, total }, pageIndex, records).more).toBe(more);
  });
});
