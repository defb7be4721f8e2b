import { describe, expect, test } from 'vitest';
import {
  ACTIVITY_MOBILE,
  MEMBER_MOBILE,
  filterDigits,
  filterName,
  mobileMessage,
  requiredMessage,
} from './rules.ts';

describe('mobile rules', () => {
  test.each([
    ['13812345678', true],
    ['12212345678', true],
    ['22912345678', true],
    ['11212345678', false],
    ['32212345678', false],
    ['1381234567', false],
    ['138123456789', false],
    ['1381234567a', false],
  ])(
    'R5.03 activity pattern: first digit 1 or 2, second 2-9, then 9 digits: %s → %s',
    (mobile, ok) => {
      expect(ACTIVITY_MOBILE.test(mobile)).toBe(ok);
    },
  );

  test.each([
    ['13812345678', true],
    ['19912345678', true],
    ['12212345678', false],
    ['22912345678', false],
    ['1381234567', false],
  ])('R5.04 VIP/other pattern: 11 digits starting 1, second digit 3-9: %s → %s', (mobile, ok) => {
    expect(MEMBER_MOBILE.test(mobile)).toBe(ok);
  });

  test.each([
    ['', ACTIVITY_MOBILE, '请输入手机号'],
    ['   ', ACTIVITY_MOBILE, '请输入手机号'],
    ['123', ACTIVITY_MOBILE, '手机号格式不正确'],
    ['22912345678', MEMBER_MOBILE, '手机号格式不正确'],
    ['22912345678', ACTIVITY_MOBILE, undefined],
    ['13812345678', MEMBER_MOBILE, undefined],
  ])(
    'R5.05 R8.06 empty gives 请输入手机号; bad format gives 手机号格式不正确: %j',
    (mobile, pattern, message) => {
      expect(mobileMessage(mobile, pattern)).toBe(message);
    },
  );

  test.each([
    ['138 1234-5678 9', 11, '13812345678'],
    ['12a34b56', 4, '1234'],
  ])('R5.02 R5.06 digits only, at most the limit: %s', (typed, max, kept) => {
    expect(filterDigits(typed, max)).toBe(kept);
  });
});

describe('text rules', () => {
  test.each([
    ['张三', '张三'],
    ['Li Lei', 'Li Lei'],
    ['王 小明 Wang', '王 小明 Wang'],
    ['张三123', '张三'],
    ['张三!@#，。', '张三'],
    ['😀Anna', 'Anna'],
  ])('R5.10 name: only Chinese characters, letters and spaces: %s', (typed, kept) => {
    expect(filterName(typed)).toBe(kept);
  });

  test.each([
    ['text', '公司名称', '请输入公司名称'],
    ['name', '姓名', '请输入姓名'],
    ['smsCode', '验证码', '请输入验证码'],
    ['radio', '投资预算', '请选择投资预算'],
    ['checkbox', '兴趣', '请选择兴趣'],
    ['picker', '渠道', '请选择渠道'],
    ['region', '所在地区', '请选择所在地区'],
    ['industry', '行业', '请选择行业'],
  ] as const)(
    'R5.07 R8.08 required %s field: 请输入 (typed) or 请选择 (selectable)',
    (kind, label, message) => {
      expect(requiredMessage(kind, label)).toBe(message);
    },
  );
});
