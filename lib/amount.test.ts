import { describe, expect, test } from 'vitest';
import { amountLabel, formatAmount } from './amount.ts';

describe('formatAmount', () => {
  test.each([
    ['min and max both present gives min-max with unit', '50', '100', '万元', '50-100万元'],
    [
      'min and max both present, decimals kept as written',
      '10.50',
      '20.00',
      '万元',
      '10.50-20.00万元',
    ],
    ['min and max both present, min 0', '0', '100', '万元', '0-100万元'],
    ['min and max both present, other unit', '1', '5', '亿元', '1-5亿元'],
    ['only min and not 0 gives min with unit', '30', '', '万元', '30万元'],
    ['only min and not 0 gives min with unit (max null)', '30', null, '万元', '30万元'],
    ['only min and 0 gives none', '0', '', '万元', ''],
    ['only min and 0.00 gives none', '0.00', null, '万元', ''],
    ['only max gives none', '', '100', '万元', ''],
    ['neither gives none', '', '', '万元', ''],
    ['null and null gives none', null, null, '万元', ''],
    ['text that is not a number gives none', 'abc', '', '万元', ''],
  ])('R5.18 amount display: %s', (_name, min, max, unit, expected) => {
    expect(formatAmount({ min, max, unit })).toBe(expected);
  });

  test.each([
    ['unit missing', undefined],
    ['unit null', null],
    ['unit empty', ''],
    ['unit blank', '  '],
  ])('R9.05 default investment unit 万元: %s', (_name, unit) => {
    expect(formatAmount({ min: '10', max: '20', unit })).toBe('10-20万元');
  });

  test.each([
    ['label missing', undefined, '合作金额'],
    ['label null', null, '合作金额'],
    ['label empty', '', '合作金额'],
    ['label set', '投资金额', '投资金额'],
  ])('R9.05 default money label 合作金额: %s', (_name, label, expected) => {
    expect(amountLabel(label)).toBe(expected);
  });
});
