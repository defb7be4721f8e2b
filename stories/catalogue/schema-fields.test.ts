import { describe, expect, test } from 'vitest';
import { MODULE_SCHEMAS, SCHEMAS } from '../../schemas/catalog.ts';
import { MODULE_TYPES } from '../../schemas/module-types.ts';
import { schemaFields } from './schema-fields.ts';

describe('the catalogue lists every CMS field from the schemas', () => {
  test('nested fields and list items get their path, type and rule', () => {
    const rows = schemaFields({
      type: 'object',
      required: ['list'],
      properties: {
        layout: { type: 'integer', minimum: 1, maximum: 4, description: 'Layout 1..4' },
        list: {
          type: 'array',
          description: 'The items',
          items: {
            type: 'object',
            properties: { kind: { type: 'integer', enum: [1, 2], description: '1 a, 2 b' } },
          },
        },
        share: { type: 'object', properties: { title: { type: 'string', description: 'T' } } },
      },
    });
    expect(rows).toEqual([
      { path: 'layout', type: 'whole number', rule: '1–4', description: 'Layout 1..4' },
      { path: 'list', type: 'list of group of fields', rule: 'required', description: 'The items' },
      { path: 'list[].kind', type: 'whole number', rule: 'one of 1, 2', description: '1 a, 2 b' },
      { path: 'share', type: 'group of fields', rule: '', description: '' },
      { path: 'share.title', type: 'text', rule: '', description: 'T' },
    ]);
  });

  test.each(Object.keys(MODULE_TYPES) as (keyof typeof MODULE_TYPES)[])(
    'module %s: every field has a description for staff to read',
    (kind) => {
      const rows = schemaFields(MODULE_SCHEMAS[kind]);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.filter((row) => row.description.trim() === '').map((row) => row.path)).toEqual(
        [],
      );
    },
  );

  test.each(['page', 'moduleSub', 'background', 'extendedField', 'liveItem', 'product'] as const)(
    'the %s schema: every field has a description',
    (name) => {
      const rows = schemaFields(SCHEMAS[name]);
      expect(rows.filter((row) => row.description.trim() === '').map((row) => row.path)).toEqual(
        [],
      );
    },
  );
});
