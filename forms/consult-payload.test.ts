import { describe, expect, test } from 'vitest';
import allKinds from '../fixtures/modules/sign-up-form/all-kinds.json' with { type: 'json' };
import { validate } from '../schemas/index.ts';
import { buildConsultPayload, submittedValue } from './consult-payload.ts';
import { buildFieldModels } from './field-model.ts';

const checked = validate('signUpForm', allKinds.subModuleJson);
if (!checked.ok) throw new Error(checked.issue.message);
const config = checked.value;
const fields = buildFieldModels(config.fieldList);

const values = {
  name: '张三',
  mobile: '13812345678',
  smsCode: '1234',
  companyName: ' 天九 ',
  job: '',
  area: ['广东省', '深圳市', '南山区'],
  industry: ['消费', '餐饮'],
  budget: '50-100万',
  interest: ['餐饮', '新能源'],
  channel: '朋友推荐',
  email: '',
};

describe('buildConsultPayload', () => {
  test.each([
    ['checkbox picks', ['餐饮', '新能源'], '餐饮/新能源'],
    ['region picks', ['广东省', '深圳市', '南山区'], '广东省/深圳市/南山区'],
    ['industry picks', ['消费', '餐饮'], '消费/餐饮'],
    ['text', ' 张三 ', '张三'],
    ['nothing', undefined, ''],
  ])('R5.09 %s joined with /', (_case, value, sent) => {
    expect(submittedValue(value)).toBe(sent);
  });

  test('R9.04 named fields, extendField, otherJsonValue, source 1, type 2 and the page context', () => {
    const payload = buildConsultPayload(fields, values, config.jsonMap, {
      activeId: '88',
      channel: 'wx',
      clickId: 'abc',
      platform: 1,
      scene: 's',
      sceneId: '9',
    });
    expect(payload).toEqual({
      name: '张三',
      mobile: '13812345678',
      companyName: '天九',
      job: '',
      area: '广东省/深圳市/南山区',
      industry: '消费/餐饮',
      email: '',
      activeId: '88',
      channel: 'wx',
      clickId: 'abc',
      platform: 1,
      source: 1,
      type: 2,
      extendField: { budget: '50-100万', interest: '餐饮/新能源', channel: '朋友推荐' },
      otherJsonValue: JSON.stringify([
        { fieldName: 'budget', realName: '投资预算', value: '50-100万' },
        { fieldName: 'interest', realName: '感兴趣的方向', value: '餐饮/新能源' },
        { fieldName: 'channel', realName: '了解渠道', value: '朋友推荐' },
      ]),
    });
  });

  test('select_field and select_custom_field limit what is committed; the SMS code never is', () => {
    const payload = buildConsultPayload(
      fields,
      values,
      { select_field: 'name, smsCode', select_custom_field: 'interest' },
      {},
    );
    expect(Object.keys(payload).sort()).toEqual([
      'extendField',
      'name',
      'otherJsonValue',
      'source',
      'type',
    ]);
    expect(payload.extendField).toEqual({ interest: '餐饮/新能源' });
  });

  test('without select lists every shown field is committed', () => {
    const payload = buildConsultPayload(fields, values, undefined, {});
    expect(payload).toMatchObject({ name: '张三', email: '', job: '' });
    expect(payload).not.toHaveProperty('smsCode');
  });
});
