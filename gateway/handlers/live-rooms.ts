import { fail, ok, type Answer, type CallRequest } from '../answer.ts';
import type { GatewayContext } from '../context.ts';
import { field, integerOf } from '../json.ts';
import type { Route } from '../route.ts';
import { liveRoomItem, liveRoomOf, type LiveRoom } from './live.ts';
import { currentUserId } from './users.ts';

/** The room a call names in its body or path, or the failure to answer. */
function roomOfCall(call: CallRequest, context: GatewayContext): LiveRoom | Answer {
  const roomLiveId = integerOf(call.params.roomLiveId ?? field(call.body, 'roomLiveId'));
  if (roomLiveId === undefined) return fail(400, '缺少 roomLiveId');
  return liveRoomOf(context, roomLiveId) ?? fail(404, `直播间不存在: ${roomLiveId}`);
}

function withRoom(handle: (room: LiveRoom, call: CallRequest, context: GatewayContext) => Answer) {
  return (call: CallRequest, context: GatewayContext): Answer => {
    const room = roomOfCall(call, context);
    return 'kind' in room ? room : handle(room, call, context);
  };
}

/** roomLive/refreshDetailStatus: the status alone, asked while the room page is visible. */
function refreshDetailStatus(room: LiveRoom, _call: CallRequest, context: GatewayContext): Answer {
  const item = liveRoomItem(room, context);
  return ok({
    roomLiveId: item.roomLiveId,
    status: item.status,
    isReplay: item.isReplay,
    liveUrl: item.liveUrl,
    replayUrl: item.replayUrl,
  });
}

/** cms h5RoomLiveDetail: the CMS's page of the room (introduction, product ids). */
function cmsDetail({ row, page }: LiveRoom): Answer {
  return ok({
    roomLiveId: row.roomLiveId,
    title: row.title,
    introduce: page.introduce ?? '',
    productIds: page.productIds ?? [],
  });
}

/** roomLiveProduct/listProductsByIds: the products asked for, in that order; unknown ids are left out. */
function productsByIds(call: CallRequest, context: GatewayContext): Answer {
  const ids = field(call.body, 'productIds');
  if (!Array.isArray(ids)) return fail(400, '缺少 productIds');
  const select = context.db.prepare('SELECT body FROM live_products WHERE product_id = ?');
  const products = ids.flatMap((id) => {
    const found = select.get(integerOf(id) ?? -1) as { body: string } | undefined;
    return found ? [JSON.parse(found.body) as unknown] : [];
  });
  return ok(products);
}

/** video/detail/h5/v1: one short video by `?videoId=`. */
function videoDetail(call: CallRequest, context: GatewayContext): Answer {
  const videoId = integerOf(call.query.get('videoId'));
  if (videoId === undefined) return fail(400, '缺少 videoId');
  const found = context.db.prepare('SELECT body FROM videos WHERE id = ?').get(videoId) as
    { body: string } | undefined;
  return found ? ok(JSON.parse(found.body)) : fail(404, `视频不存在: ${videoId}`);
}

/** Who has reserved the room, and whether the caller (when known) is among them. */
function reservations(room: LiveRoom, call: CallRequest, context: GatewayContext) {
  const roomLiveId = room.row.roomLiveId;
  const { count } = context.db
    .prepare('SELECT COUNT(*) AS count FROM live_reservations WHERE room_live_id = ?')
    .get(roomLiveId) as { count: number };
  const userId = currentUserId(call, context);
  const mine =
    userId !== undefined &&
    context.db
      .prepare('SELECT 1 FROM live_reservations WHERE user_id = ? AND room_live_id = ?')
      .get(userId, roomLiveId) !== undefined;
  return { subscribeCount: count, isSubscribe: mine ? 1 : 0 };
}

/**
 * roomLivePreview/detailInfo: the preview as the room, its introduction and how many reserved; the
 * same for everyone (a public read: whether the caller reserved is refreshStatus's to say).
 */
function previewDetail(room: LiveRoom, call: CallRequest, context: GatewayContext): Answer {
  const { subscribeCount } = reservations(room, call, context);
  return ok({
    ...liveRoomItem(room, context),
    introduce: room.page.introduce ?? '',
    subscribeCount,
  });
}

/**
 * roomLivePreview/refreshStatus: whether the preview has started, on the server's clock, how many
 * reserved, and whether the caller (token or userId) is among them.
 */
function previewStatus(room: LiveRoom, call: CallRequest, context: GatewayContext): Answer {
  const { roomLiveId, status, isReplay, startTime } = liveRoomItem(room, context);
  return ok({ roomLiveId, status, isReplay, startTime, ...reservations(room, call, context) });
}

/**
 * roomLivePreview/subscribe (and /wechatSubscribe, the WeChat browser's): reserves the preview for
 * the signed-in visitor, once: reserving again changes nothing and answers the same.
 */
function subscribe(channel: 'platform' | 'wechat') {
  return (room: LiveRoom, call: CallRequest, context: GatewayContext): Answer => {
    const userId = currentUserId(call, context);
    if (userId === undefined) return fail(20210, '登录已失效，请重新登录');
    if (liveRoomItem(room, context).status !== 1) return fail(400, '直播已开始，无需预约');
    context.db
      .prepare(
        'INSERT OR IGNORE INTO live_reservations (user_id, room_live_id, channel, created_at) VALUES (?, ?, ?, ?)',
      )
      .run(userId, room.row.roomLiveId, channel, context.now());
    return ok(reservations(room, call, context));
  };
}

/** Whether the visitor's WeChat reminder of the room is on, as the remind calls answer it. */
function reminderOf(userId: number, room: LiveRoom, context: GatewayContext): Answer {
  const on = context.db
    .prepare('SELECT 1 FROM live_reminders WHERE user_id = ? AND room_live_id = ?')
    .get(userId, room.row.roomLiveId);
  return ok({ roomLiveId: String(room.row.roomLiveId), isRemind: on === undefined ? 0 : 1 });
}

/**
 * The WeChat reminder of a live (remind/*): `subscribe` asks whether it is on, `roomLiveWeixinRemind`
 * turns it on and `roomLiveCancelWeixinRemind` off, for the signed-in visitor, once: asking again
 * changes nothing and answers the same.
 */
function remind(change: 'ask' | 'on' | 'off') {
  return (room: LiveRoom, call: CallRequest, context: GatewayContext): Answer => {
    const userId = currentUserId(call, context);
    if (userId === undefined) return fail(20210, '登录已失效，请重新登录');
    const roomLiveId = room.row.roomLiveId;
    if (change === 'on')
      context.db
        .prepare(
          'INSERT OR IGNORE INTO live_reminders (user_id, room_live_id, created_at) VALUES (?, ?, ?)',
        )
        .run(userId, roomLiveId, context.now());
    if (change === 'off')
      context.db
        .prepare('DELETE FROM live_reminders WHERE user_id = ? AND room_live_id = ?')
        .run(userId, roomLiveId);
    return reminderOf(userId, room, context);
  };
}

/** The live room's calls, the preview's and its reminders, and the short video's. */
export const liveRoutes: Route[] = [
  {
    name: 'roomLiveDetail',
    handle: withRoom((room, _call, context) => ok(liveRoomItem(room, context))),
  },
  { name: 'roomLiveRefreshDetailStatus', handle: withRoom(refreshDetailStatus) },
  { name: 'cmsRoomLiveH5RoomLiveDetail', handle: withRoom(cmsDetail) },
  { name: 'roomLiveProductListProductsByIds', handle: productsByIds },
  { name: 'videoDetailH5V1', handle: videoDetail },
  { name: 'roomLivePreviewDetailInfo', handle: withRoom(previewDetail) },
  { name: 'roomLivePreviewRefreshStatus', handle: withRoom(previewStatus) },
  { name: 'roomLivePreviewSubscribe', handle: withRoom(subscribe('platform')) },
  { name: 'roomLivePreviewWechatSubscribe', handle: withRoom(subscribe('wechat')) },
  { name: 'remindSubscribe', handle: withRoom(remind('ask')) },
  { name: 'remindRoomLiveWeixinRemind', handle: withRoom(remind('on')) },
  { name: 'remindRoomLiveCancelWeixinRemind', handle: withRoom(remind('off')) },
];
