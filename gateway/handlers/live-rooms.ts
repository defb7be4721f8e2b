import { fail, ok, type Answer, type CallRequest } from '../answer.ts';
import type { GatewayContext } from '../context.ts';
import { field, integerOf } from '../json.ts';
import type { Route } from '../route.ts';
import { liveRoomItem, liveRoomOf, type LiveRoom } from './live.ts';

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

/** The live room's calls and the short video's. */
export const liveRoutes: Route[] = [
  {
    name: 'roomLiveDetail',
    handle: withRoom((room, _call, context) => ok(liveRoomItem(room, context))),
  },
  { name: 'roomLiveRefreshDetailStatus', handle: withRoom(refreshDetailStatus) },
  { name: 'cmsRoomLiveH5RoomLiveDetail', handle: withRoom(cmsDetail) },
  { name: 'roomLiveProductListProductsByIds', handle: productsByIds },
  { name: 'videoDetailH5V1', handle: videoDetail },
];
