import { describe, expect, test } from 'vitest';
import { coerce } from './coerce.ts';

const schema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    count: { type: 'integer' },
    flag: { type: 'integer' },
    list: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' } } } },
  },
} as const;

describe('coerce: ids and numbers arrive as numbers or numeric strings (wire contract)', () => {
  test.each([
    ['a numeric id becomes a string', { id: 1001 }, { id: '1001' }],
    ['a numeric string becomes a number', { count: '750' }, { count: 750 }],
    ['a negative decimal string becomes a number', { count: '-1.5' }, { count: -1.5 }],
    ['true and false become 1 and 0', { flag: true, count: false }, { flag: 1, count: 0 }],
    [
      'a non-numeric string is left for the validator to refuse',
      { count: 'abc' },
      { count: 'abc' },
    ],
    ['an empty string is not a number', { count: ' ' }, { count: ' ' }],
    [
      'array items are coerced',
      { list: [{ id: 5 }, { id: '6' }] },
      { list: [{ id: '5' }, { id: '6' }] },
    ],
    ['unknown properties are kept as they are', { extra: 1 }, { extra: 1 }],
    ['a wrong container type is left alone', { list: 'x' }, { list: 'x' }],
  ])('%s', (_name, input, expected) => {
    expect(coerce(schema, input)).toEqual(expected);
  });

  test('the input is not changed', () => {
    const input = { id: 7, list: [{ id: 8 }] };
    coerce(schema, input);
    expect(input).toEqual({ id: 7, list: [{ id: 8 }] });
  });
});
