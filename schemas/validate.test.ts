import { describe, expect, test } from 'vitest';
import { validate } from './validate.ts';

describe('validate', () => {
  test('ids and numbers accept numeric strings; null and "" count as absent', () => {
    const result = validate('imageGroup', {
      picWidth: '750',
      stayConsult: null,
      pics: [{ imgUrl: 'a.jpg', jumpType: '2', productId: 9, linkUrl: '' }],
    });
    expect(result).toEqual({
      ok: true,
      value: { picWidth: 750, pics: [{ imgUrl: 'a.jpg', jumpType: 2, productId: '9' }] },
    });
  });
  test('a wrong shape is reported with its schema path', () => {
    const result = validate('project', { layout: 2, list: 'not-an-array' });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.issue).toMatchObject({
        instancePath: '/list',
        schemaPath: '#/properties/list/type',
      });
  });
});
