import type { SchemaIssue } from '../../schemas/index.ts';

const TYPE_NAMES: Record<string, string> = {
  string: '文本',
  integer: '整数',
  number: '数字',
  array: '数组（列表）',
  object: '对象',
  boolean: '布尔值（true 或 false）',
  null: 'null',
};

const MAX_SHOWN = 40;

function decodeSegment(segment: string): string {
  return decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~');
}

function segments(pointer: string): string[] {
  return pointer
    .replace(/^#/, '')
    .split('/')
    .filter((part) => part !== '')
    .map(decodeSegment);
}

function at(root: unknown, path: readonly string[]): unknown {
  let node = root;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** `/pics/0/jumpType` as staff read it: `pics[0].jumpType`. */
export function fieldLabel(instancePath: string): string {
  return segments(instancePath).reduce(
    (label, key) => (/^\d+$/.test(key) ? `${label}[${key}]` : label ? `${label}.${key}` : key),
    '',
  );
}

/** What a value is, in words: 文本 "abc", 数字 12, 数组（3 项）… */
export function describeValue(value: unknown): string {
  if (value === undefined) return '空';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `数组（${value.length} 项）`;
  switch (typeof value) {
    case 'string':
      return `文本 ${JSON.stringify(value.length > MAX_SHOWN ? `${value.slice(0, MAX_SHOWN)}…` : value)}`;
    case 'number':
      return `数字 ${value}`;
    case 'boolean':
      return `布尔值 ${value}`;
    case 'object':
      return '对象';
    default:
      return typeof value;
  }
}

const isAbsent = (value: unknown) => value === undefined || value === null || value === '';

/**
 * A validator's issue in plain Chinese, read against the schema it came from (the keyword at the
 * end of its schema path, the rule beside it) and the value that failed (at its instance path):
 * "list 应为数组（列表），实际是文本 "not-an-array"". A keyword without words of its own keeps the
 * validator's message.
 */
export function schemaMessage(schema: unknown, issue: SchemaIssue, value: unknown): string {
  const path = segments(issue.schemaPath);
  const keyword = path[path.length - 1] ?? '';
  const rule = at(schema, path.slice(0, -1)) as Record<string, unknown> | undefined;
  const field = fieldLabel(issue.instancePath);
  const actual = at(value, segments(issue.instancePath));
  const subject = field || '配置';
  switch (keyword) {
    case 'type': {
      const types = ([] as unknown[])
        .concat(rule?.['type'])
        .map((type) => TYPE_NAMES[String(type)] ?? String(type));
      return `${subject} 应为${types.join('或')}，实际是${describeValue(actual)}`;
    }
    case 'required': {
      const required = Array.isArray(rule?.['required']) ? (rule['required'] as unknown[]) : [];
      const object = (actual ?? {}) as Record<string, unknown>;
      const missing = required.map(String).find((key) => isAbsent(object[key]));
      return `${field ? `${field} ` : ''}缺少必填字段 ${missing ?? '（未知）'}`;
    }
    case 'enum': {
      const allowed = Array.isArray(rule?.['enum']) ? (rule['enum'] as unknown[]) : [];
      return `${subject} 只能是 ${allowed.map(String).join('、')}，实际是${describeValue(actual)}`;
    }
    case 'minimum':
      return `${subject} 不能小于 ${String(rule?.['minimum'])}，实际是${describeValue(actual)}`;
    case 'maximum':
      return `${subject} 不能大于 ${String(rule?.['maximum'])}，实际是${describeValue(actual)}`;
    default:
      return `${subject} 不符合要求（${issue.message}）`;
  }
}
