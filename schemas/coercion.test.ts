import { Ajv } from 'ajv';
import { describe, expect, test } from 'vitest';
import { AJV_OPTIONS } from '../build/validators-plugin.ts';
import { dropAbsent } from './normalize.ts';

// The one coercion pass is ajv's (`coerceTypes` in the compiled validators), after null and "" are
// dropped as absent (schemas/normalize.ts): these rows are the wire contract it must keep.
const schema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    count: { type: 'integer' },
    ratio: { type: 'number' },
    flag: { type: 'integer' },
    list: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' } } } },
  },
} as const;

const validator = new Ajv(AJV_OPTIONS).compile(schema);

function read(input: unknown): { ok: boolean; value: unknown } {
  const copy = dropAbsent(input);
  return { ok: validator(copy), value: copy };
}

describe('coercion: ids and numbers arrive as numbers or numeric strings (wire contract)', () => {
  test.each([
    ['a numeric id becomes a string', { id: 1001 }, { id: '1001' }],
    ['a numeric string becomes a number', { count: '750' }, { count: 750 }],
    ['a negative decimal string becomes a number', { ratio: '-1.5' }, { ratio: -1.5 }],
    ['true and false become 1 and 0', { flag: true, count: false }, { flag: 1, count: 0 }],
    [
      'array items are coerced',
      { list: [{ id: 5 }, { id: '6' }] },
      { list: [{ id: '5' }, { id: '6' }] },
    ],
    ['unknown properties are kept as they are', { extra: 1 }, { extra: 1 }],
    ['null and "" are absent', { id: null, count: '' }, {}],
  ])('%s', (_name, input, expected) => {
    expect(read(input)).toEqual({ ok: true, value: expected });
  });

  test.each([
    ['a non-numeric string', { count: 'abc' }],
    ['a decimal where a whole number is asked', { count: '1.5' }],
    ['a wrong container type', { list: 'x' }],
  ])('%s is refused', (_name, input) => {
    expect(read(input).ok).toBe(false);
  });

  test('the input is not changed', () => {
    const input = { id: 7, list: [{ id: 8 }] };
    read(input);
    expect(input).toEqual({ id: 7, list: [{ id: 8 }] });
  });
});

describe('an answer nested thousands of levels deep (hostile or broken)', () => {
  test('is read without exhausting the stack: what lies below the depth read is left out', () => {
    const deep = JSON.parse(`{"id":1,"list":${'[{"n":'.repeat(5_000)}1${'}]'.repeat(5_000)}}`);
    const { ok, value } = read(deep);
    expect(ok).toBe(true);
    expect((value as { id: string }).id).toBe('1');
    expect(JSON.stringify(value).length).toBeLessThan(1_000);
  });
});
