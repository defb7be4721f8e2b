import type { Infer } from './infer.ts';
import { address, flag, id, integer, text } from './primitives.ts';

/** `activeSecKill/getProduct` (`?id=&activeId=`): the seckill's product and window (assumed). */
export const seckillProductSchema = {
  type: 'object',
  description: "The seckill's product, its prices, the stock left and when it sells.",
  properties: {
    productName: text('Product name'),
    productImg: address('Product picture'),
    price: text('The usual price, yuan as written (399.00)'),
    seckillPrice: text('The seckill price, yuan as written (9.90)'),
    stock: integer('How many are left'),
    total: integer('How many there were'),
    startTime: text('When it opens, yyyy-MM-dd HH:mm:ss China time'),
    endTime: text('When it closes, yyyy-MM-dd HH:mm:ss China time'),
  },
  required: ['stock'],
} as const;

/** `activeSecKill/getInvitedUserNum`: the signed-in visitor's standing; only `bought` is read (assumed). */
export const seckillStandingSchema = {
  type: 'object',
  description: "The signed-in visitor's standing in the seckill.",
  properties: { bought: flag('1 once the visitor bought (one each)') },
  required: ['bought'],
} as const;

/** `activeSecKill/instantSeckill`: the order a purchase made (assumed). */
export const seckillOrderSchema = {
  type: 'object',
  description: 'The order of one purchase.',
  properties: {
    orderId: id('The order'),
    productName: text('What was bought'),
    productImg: address('Its picture'),
  },
  required: ['orderId'],
} as const;

export type SeckillProduct = Infer<typeof seckillProductSchema>;
