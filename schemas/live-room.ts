import type { Infer } from './infer.ts';
import { productSchema } from './modules/goods.ts';
import { liveItemSchema } from './modules/live.ts';
import { address, id, integer, text } from './primitives.ts';

/**
 * `roomLive/detail` as the live room page reads it: the live card's item and its streams (kept out
 * of the card's schema, which every activity page with a live module carries).
 */
export const liveRoomSchema = {
  ...liveItemSchema,
  properties: {
    ...liveItemSchema.properties,
    liveUrl: address('The stream while live (HLS .m3u8; assumed field)'),
    replayUrl: address('The replay once ended, when isReplay is 1 (assumed field)'),
  },
} as const;

/** A live room with its streams. */
export type LiveRoom = Infer<typeof liveRoomSchema>;

/** `roomLive/refreshDetailStatus` (assumed: the live item's changing fields). */
export const liveStatusSchema = {
  type: 'object',
  description: "A live room's status now, asked while its page is visible.",
  properties: {
    status: integer('1 preview, 2/3 live, 4 ended (R4.07)'),
    isReplay: integer('1 when a replay exists'),
    liveUrl: address('The stream while live'),
    replayUrl: address('The replay once ended'),
  },
} as const;

/** cms `roomLive/h5RoomLiveDetail/{roomLiveId}` (assumed): the room's page as staff wrote it. */
export const liveRoomPageSchema = {
  type: 'object',
  description: "The CMS's page of a live room.",
  properties: {
    introduce: text('Rich text introducing the live; sanitized before it is shown'),
    productIds: {
      type: 'array',
      description: 'Products sold in the room, in order (roomLiveProduct/listProductsByIds)',
      items: id('Product id'),
    },
  },
} as const;

/** `roomLiveProduct/listProductsByIds`: the room's products, as the goods module shows them. */
export const liveProductsSchema = {
  type: 'array',
  description: "The room's products in the order asked",
  items: productSchema,
} as const;

/** `roomLivePreview/detailInfo` (assumed): the preview as a live item, its introduction and how many reserved. */
export const livePreviewSchema = {
  ...liveItemSchema,
  properties: {
    ...liveItemSchema.properties,
    introduce: text('Rich text introducing the live; sanitized before it is shown'),
    subscribeCount: integer('How many have reserved it'),
  },
} as const;

/** A live preview. */
export type LivePreview = Infer<typeof livePreviewSchema>;

/** `roomLivePreview/refreshStatus` (assumed): whether it has started, and whether the caller reserved. */
export const previewStatusSchema = {
  type: 'object',
  description: "A preview's status now, on the server's clock, and the caller's reservation.",
  properties: {
    status: integer('1 preview, 2/3 live, 4 ended (R4.07)'),
    isReplay: integer('1 when a replay exists'),
    startTime: text('Start time, yyyy-mm-dd hh:mm:ss (China time)'),
    subscribeCount: integer('How many have reserved it'),
    isSubscribe: integer('1 when the caller (token) has reserved it'),
  },
} as const;

/** A preview's status and the caller's reservation. */
export type PreviewStatus = Infer<typeof previewStatusSchema>;

/** `roomLivePreview/subscribe` and `/wechatSubscribe` (assumed): the reservation stored. */
export const reservationSchema = {
  type: 'object',
  description: 'The reservation after it was stored.',
  properties: {
    isSubscribe: integer('1: reserved'),
    subscribeCount: integer('How many have reserved it'),
  },
} as const;

/**
 * `remind/subscribe`, `/roomLiveWeixinRemind`, `/roomLiveCancelWeixinRemind` (assumed): whether the
 * visitor's WeChat reminder of the live is on, after asking, turning it on or off.
 */
export const reminderSchema = {
  type: 'object',
  description: "The visitor's WeChat reminder of a live.",
  properties: {
    isRemind: integer('1: WeChat tells the visitor when the live starts'),
  },
} as const;
