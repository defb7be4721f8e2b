import { describe, expect, test } from 'vitest';
import allKinds from '../fixtures/modules/sign-up-form/all-kinds.json' with { type: 'json' };
import page1002 from '../fixtures/modules/sign-up-form/page-1002.json' with { type: 'json' };
import { validate, type SignUpFormModuleConfig } from '../schemas/index.ts';
import { buildFieldModels, emptyValue } from './field-model.ts';

function config(recorded: { subModuleJson: unknown }): SignUpFormModuleConfig {
  const checked = validate('signUpForm', recorded.subModuleJson);
  if (!checked.ok) throw new Error(checked.issue.message);
  return checked.value;
}

describe('buildFieldModels', () => {
  test('R5.09 fields sorted by weight descending, only isSelected ones', () => {
    const keys = buildFieldModels(config(allKinds).fieldList).map((field) => field.key);
    expect(keys).toEqual([
      'name',
      'mobile',
      'smsCode',
      'companyName',
      'job',
      'area',
      'industry',
      'budget',
      'interest',
      'channel',
      'email',
    ]);
  });

  test('R5.09 page 1002: hidden email left out, order kept', () => {
    const keys = buildFieldModels(config(page1002).fieldList).map((field) => field.key);
    expect(keys).toEqual([
      'name',
      'mobile',
      'smsCode',
      'companyName',
      'area',
      'budget',
      'interest',
    ]);
  });

  test('equal weights keep the configured order', () => {
    const fields = buildFieldModels([
      { fieldName: 'b', fieldType: 1, isSelected: 1, weight: 5 },
      { fieldName: 'a', fieldType: 1, isSelected: 1, weight: 5 },
      { fieldName: 'c', fieldType: 1, isSelected: 1, weight: 9 },
    ]);
    expect(fields.map((field) => field.key)).toEqual(['c', 'b', 'a']);
  });

  test.each([
    ['name', 'name', 100],
    ['mobile', 'mobile', 11],
    ['smsCode', 'smsCode', 4],
    ['companyName', 'text', 100],
    ['area', 'region', undefined],
    ['industry', 'industry', undefined],
    ['budget', 'radio', undefined],
    ['interest', 'checkbox', undefined],
    ['channel', 'picker', undefined],
  ])('R9.02 R5.06 R5.07 %s is a %s field with max length %s', (key, kind, maxLength) => {
    const field = buildFieldModels(config(allKinds).fieldList).find(
      (candidate) => candidate.key === key,
    );
    expect(field?.kind).toBe(kind);
    expect(field?.maxLength).toBe(maxLength);
  });

  test('extended options come from otherJson as plain text', () => {
    const [field] = buildFieldModels([
      {
        fieldName: 'x',
        realName: '{{alert(1)}}',
        fieldType: 2,
        isSelected: 1,
        otherJson: '{"type":1,"value":["{{$form}}","<b>b</b>"]}',
      },
    ]);
    expect(field).toMatchObject({
      label: '{{alert(1)}}',
      kind: 'radio',
      options: ['{{$form}}', '<b>b</b>'],
      extended: true,
    });
  });

  test.each([
    ['not JSON', '{type:1'],
    ['wrong shape', '{"type":7,"value":["a"]}'],
    ['missing', ''],
  ])('an extended field whose otherJson is %s becomes a text field', (_case, otherJson) => {
    const [field] = buildFieldModels([{ fieldName: 'x', fieldType: 2, isSelected: 1, otherJson }]);
    expect(field).toMatchObject({ kind: 'text', options: [], maxLength: 100 });
  });

  test.each([
    ['checkbox', []],
    ['region', []],
    ['industry', []],
    ['radio', ''],
    ['text', ''],
  ] as const)('empty value of %s', (kind, value) => {
    expect(emptyValue(kind)).toEqual(value);
  });
});
