import { describe, expect, test } from 'vitest';
import { SCHEMAS, validate, type SchemaName } from '../../schemas/index.ts';
import { describeValue, fieldLabel, schemaMessage } from './schema-message.ts';

/** The message for a value the real validator refuses. */
function messageFor(name: SchemaName, value: unknown): string {
  const result = validate(name, value);
  if (result.ok) throw new Error('the value passed its schema');
  return schemaMessage(SCHEMAS[name], result.issue, value);
}

describe('schemaMessage: a validator issue in plain Chinese', () => {
  test.each([
    [
      'page 1003 module 5: a list that is text',
      'project',
      { layout: 2, list: 'not-an-array' },
      'list 应为数组（列表），实际是文本 "not-an-array"',
    ],
    ['a missing required list', 'article', { layout: 1 }, '缺少必填字段 list'],
    [
      'a missing required field deeper down',
      'article',
      { list: [{ title: 'x' }] },
      'list[0] 缺少必填字段 id',
    ],
    [
      'a layout out of range',
      'article',
      { layout: 9, list: [] },
      'layout 不能大于 4，实际是数字 9',
    ],
    ['a layout below range', 'article', { layout: 0, list: [] }, 'layout 不能小于 1，实际是数字 0'],
    [
      'a number that is not one',
      'article',
      { layout: 'wide', list: [] },
      'layout 应为整数，实际是文本 "wide"',
    ],
    ['a config that is a list', 'article', [1], '配置 应为对象，实际是数组（1 项）'],
    [
      'a module entry without its config',
      'moduleSub',
      { id: 1, subModuleType: 3 },
      '缺少必填字段 subModuleJson',
    ],
  ] as const)('%s', (_case, name, value, message) => {
    expect(messageFor(name, value)).toBe(message);
  });

  test('a keyword without words of its own keeps the validator message', () => {
    expect(
      schemaMessage({}, { schemaPath: '#/pattern', instancePath: '/a', message: 'must match' }, {}),
    ).toBe('a 不符合要求（must match）');
  });
});

test.each([
  ['', ''],
  ['/list', 'list'],
  ['/pics/0/jumpType', 'pics[0].jumpType'],
  ['/a~1b', 'a/b'],
])('fieldLabel(%j) is %j', (path, label) => {
  expect(fieldLabel(path)).toBe(label);
});

test('describeValue shortens long text', () => {
  expect(describeValue('x'.repeat(50))).toBe(`文本 "${'x'.repeat(40)}…"`);
  expect(describeValue(undefined)).toBe('空');
  expect(describeValue({})).toBe('对象');
});
