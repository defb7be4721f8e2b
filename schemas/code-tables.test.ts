import { describe, expect, test } from 'vitest';
import type { CodeTable } from '../lib/code-table.ts';
import { JUMP_LINK_TYPE } from '../lib/jump-link-type.ts';
import { JUMP_TYPE } from '../lib/jump-type.ts';
import { LIVE_STATUS } from '../lib/live-status.ts';
import { PRODUCT_STATUS } from '../lib/product-status.ts';
import { STAY_CONSULT } from '../lib/stay-consult.ts';
import { productSchema } from './modules/goods.ts';
import { imageGroupSchema, picSchema } from './modules/image-group.ts';
import { liveItemSchema } from './modules/live.ts';
import { formJsonMapSchema } from './modules/sign-up-form.ts';

/*
 * The code tables live in lib/ (every part reads them; schemas/ imports nothing of ours), and the
 * schemas keep these fields plain integers so that a code the client does not know yet never drops
 * the module. What ties them together: each field's description names every code of its table.
 */
const FIELDS: Array<[string, { description: string }, CodeTable]> = [
  ['picture jumpType (R4.04)', picSchema.properties.jumpType, JUMP_TYPE],
  ['picture jumpLinkType (R4.04)', picSchema.properties.jumpLinkType, JUMP_LINK_TYPE],
  ['form jumpLinkType (R4.03)', formJsonMapSchema.properties.jumpLinkType, JUMP_LINK_TYPE],
  ['image group stayConsult (R6.02)', imageGroupSchema.properties.stayConsult, STAY_CONSULT],
  ['live status (R4.07)', liveItemSchema.properties.status, LIVE_STATUS],
  ['productStatus (R4.01)', productSchema.properties.productStatus, PRODUCT_STATUS],
];

describe('schema descriptions name every code of their table', () => {
  test.each(FIELDS)('%s', (_name, field, table) => {
    const named = new Set(field.description.match(/\d+/g)?.map(Number));
    expect(Object.values(table).filter((code) => !named.has(code))).toEqual([]);
  });
});
