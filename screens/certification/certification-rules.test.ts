import { describe, expect, test } from 'vitest';
import {
  certificationMessages,
  certificationPayload,
  EMPTY_CERTIFICATION,
} from './certification-rules.ts';
import { shouldSearch } from './company-search.ts';

describe('certification rules', () => {
  test.each([
    [
      'everything empty',
      {},
      { authCompany: '请输入公司名称', authName: '请输入姓名', authJob: '请选择职位' },
    ],
    [
      'company only blank',
      { authCompany: '  ', authName: '张三', authJob: '董事长' },
      { authCompany: '请输入公司名称' },
    ],
    ['job missing', { authCompany: '天九', authName: '张三' }, { authJob: '请选择职位' }],
    [
      'material and supplement are optional',
      { authCompany: '天九', authName: '张三', authJob: 'CEO' },
      {},
    ],
  ])('R5.11 required messages: %s', (_case, values, messages) => {
    expect(certificationMessages({ ...EMPTY_CERTIFICATION, ...values })).toEqual(messages);
  });

  test('R5.11 R9.02 company 25, name 10, supplement 500 characters', () => {
    const payload = certificationPayload({
      authCompany: '天'.repeat(30),
      authName: ' 欧阳娜娜娜娜娜娜娜娜娜 ',
      authJob: '总经理',
      authMaterial: 'uploads/a.png',
      supplyDesc: 'x'.repeat(600),
    });
    expect([...payload.authCompany]).toHaveLength(25);
    expect([...payload.authName]).toHaveLength(10);
    expect(payload.supplyDesc).toHaveLength(500);
    expect(payload.authMaterial).toBe('uploads/a.png');
  });

  test.each([
    ['', false],
    ['天九', false],
    ['天九共', false],
    ['天九共享', true],
    ['abcd', true],
    ['  ab  ', false],
  ])(
    'R5.01 company search runs only when the text is longer than 3 characters: %j → %s',
    (text, search) => {
      expect(shouldSearch(text)).toBe(search);
    },
  );
});
