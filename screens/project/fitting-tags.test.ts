import { describe, expect, test } from 'vitest';
import { CARD_TAG_ROW, fittingTags, type TagRow } from './fitting-tags.ts';

/** A row of 100 px: 10 units of 5 px, 10 px per tag, 4 px between tags. */
const ROW: TagRow = { width: 100, unit: 5, chrome: 10, gap: 4 };

describe('fittingTags', () => {
  test.each([
    ['R9.05 at most 3 tags are shown', ['a', 'b', 'c', 'd'], ['a', 'b', 'c']],
    ['empty and blank tags are dropped, the others trimmed', ['', '  ', ' 餐饮 '], ['餐饮']],
    ['no tags give none', [], []],
    // 新零售 (6 units, 40 px) + 4 + 连锁 (4 units, 30 px) = 74; 加盟 would need 4 + 30 more.
    [
      'R5.16 a tag that does not fit whole ends the row (a Chinese character counts 2)',
      ['新零售', '连锁', '加盟'],
      ['新零售', '连锁'],
    ],
    // ABCDEFGH is 8 units (50 px) + 4 + ABCDEFGH again = 104 > 100.
    ['R5.16 Latin letters count 1', ['ABCDEFGH', 'ABCDEFGH'], ['ABCDEFGH']],
    // Alone, the row holds 18 units: 16 kept and the ellipsis.
    [
      'a first tag too long alone is cut with …',
      ['智慧城市综合服务运营平台'],
      ['智慧城市综合服务…'],
    ],
    ['a later tag too long is left out', ['餐饮', '智慧城市综合服务运营平台'], ['餐饮']],
  ])('%s', (_, tags, expected) => {
    expect(fittingTags(tags, ROW)).toEqual(expected);
  });

  test('undefined tags give none', () => {
    expect(fittingTags(undefined, ROW)).toEqual([]);
  });

  test('at 320 px the card holds three four-character tags', () => {
    expect(fittingTags(['品牌连锁', '高毛利率', '总部扶持'], CARD_TAG_ROW)).toEqual([
      '品牌连锁',
      '高毛利率',
      '总部扶持',
    ]);
  });

  test('at 320 px the card does not hold three six-character tags', () => {
    expect(fittingTags(['全国品牌连锁', '行业高毛利率', '总部全程扶持'], CARD_TAG_ROW)).toEqual([
      '全国品牌连锁',
      '行业高毛利率',
    ]);
  });
});
