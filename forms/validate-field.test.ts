import { describe, expect, test } from 'vitest';
import type { FieldModel, FieldValue } from './field-model.ts';
import { fieldMessage, firstMessage } from './validate-field.ts';

const field = (kind: FieldModel['kind'], required: boolean, label = '字段'): FieldModel => ({
  key: kind,
  label,
  kind,
  required,
  extended: false,
  options: [],
});

describe('fieldMessage', () => {
  test.each<[string, FieldModel, FieldValue | undefined, string | undefined]>([
    ['required text empty', field('text', true, '公司名称'), '', '请输入公司名称'],
    ['required text blank', field('text', true, '公司名称'), '  ', '请输入公司名称'],
    ['optional text empty', field('text', false), '', undefined],
    ['required radio empty', field('radio', true, '预算'), '', '请选择预算'],
    ['required checkbox none', field('checkbox', true, '兴趣'), [], '请选择兴趣'],
    ['required checkbox picked', field('checkbox', true, '兴趣'), ['餐饮'], undefined],
    ['required region empty', field('region', true, '地区'), [], '请选择地区'],
    ['required mobile empty', field('mobile', true, '联系电话'), '', '请输入手机号'],
    ['required mobile bad', field('mobile', true), '1381234567', '手机号格式不正确'],
    ['optional mobile bad', field('mobile', false), '99912345678', '手机号格式不正确'],
    ['optional mobile empty', field('mobile', false), '', undefined],
    ['mobile good', field('mobile', true), '22912345678', undefined],
  ])('R5.05 R5.07 R8.06 R8.08 %s', (_case, model, value, message) => {
    expect(fieldMessage(model, value)).toBe(message);
  });

  test('R8.08 the first message follows field order', () => {
    const fields = [
      field('name', true, '姓名'),
      field('mobile', true),
      field('radio', true, '预算'),
    ];
    expect(firstMessage(fields, { name: '张三', mobile: '', radio: '' })).toBe('请输入手机号');
    expect(
      firstMessage(fields, { name: '张三', mobile: '13812345678', radio: 'a' }),
    ).toBeUndefined();
  });
});
