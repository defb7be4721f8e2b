import answerValidators from 'virtual:answer-validators';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CheckedEndpoint } from '../api/answer-types.ts';
import { checkAnswer } from '../api/check-answer.ts';
import type { Envelope } from '../lib/wire.ts';
import { post, startTestGateway, type TestGateway } from './test-gateway.ts';

/** 2025-06-01 08:00:03 in China: three seconds into a 12 s cycle of room 36 (a preview). */
let now = Date.UTC(2025, 5, 1, 0, 0, 3);

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway({ now: () => now });
});
afterAll(() => t.stop());

async function answer(name: CheckedEndpoint, response: Response): Promise<Envelope> {
  return checkAnswer(name, (await response.json()) as Envelope, answerValidators[name]);
}

describe('live rooms', () => {
  test('roomLive/detail answers the stream while live and the replay once ended', async () => {
    const live = await answer(
      'roomLiveDetail',
      await post(t.base, 'roomLive/detail', { roomLiveId: 31 }),
    );
    expect(live.data).toMatchObject({ status: 2, liveUrl: 'streams/live.m3u8' });
    const replay = await answer(
      'roomLiveDetail',
      await post(t.base, 'roomLive/detail', { roomLiveId: 34 }),
    );
    expect(replay.data).toMatchObject({ status: 4, isReplay: 1, replayUrl: 'streams/replay.m3u8' });
    const preview = await answer(
      'roomLiveDetail',
      await post(t.base, 'roomLive/detail', { roomLiveId: 32 }),
    );
    expect(preview.data).not.toHaveProperty('liveUrl');
    const unknown = await answer(
      'roomLiveDetail',
      await post(t.base, 'roomLive/detail', { roomLiveId: 1 }),
    );
    expect(unknown).toMatchObject({ code: 404, message: '直播间不存在: 1' });
  });

  test('a cycling room is a preview counting down to the middle of its cycle, then live', async () => {
    const before = await answer(
      'roomLiveRefreshDetailStatus',
      await post(t.base, 'roomLive/refreshDetailStatus', { roomLiveId: 36 }),
    );
    expect(before.data).toMatchObject({ status: 1 });
    const detail = await answer(
      'roomLiveDetail',
      await post(t.base, 'roomLive/detail', { roomLiveId: 36 }),
    );
    expect(detail.data).toMatchObject({ status: 1, startTime: '2025-06-01 08:00:06' });
    now += 3_000;
    const after = await answer(
      'roomLiveRefreshDetailStatus',
      await post(t.base, 'roomLive/refreshDetailStatus', { roomLiveId: 36 }),
    );
    expect(after.data).toMatchObject({ status: 2, liveUrl: 'streams/live.m3u8' });
  });

  test("the CMS's page of a room, and its products in the order asked", async () => {
    const page = await answer(
      'cmsRoomLiveH5RoomLiveDetail',
      await fetch(`${t.base}/api/cms/roomLive/h5RoomLiveDetail/31`),
    );
    expect(page.data).toMatchObject({ productIds: ['7001', '7002', '7003'] });
    const products = await answer(
      'roomLiveProductListProductsByIds',
      await post(t.base, 'roomLiveProduct/listProductsByIds', { productIds: [7003, 7001, 1] }),
    );
    expect((products.data as { productId: string }[]).map((product) => product.productId)).toEqual([
      '7003',
      '7001',
    ]);
  });
});

describe('short videos', () => {
  test('video/detail/h5/v1 answers a video by videoId with its size; taken down, no source; unknown 404; none 400', async () => {
    const video = (id: string) =>
      fetch(`${t.base}/api/video/detail/h5/v1${id ? `?videoId=${id}` : ''}`).then((response) =>
        answer('videoDetailH5V1', response),
      );
    expect((await video('72')).data).toMatchObject({
      videoId: '72',
      videoUrl: 'streams/replay.m3u8',
      width: 360,
      height: 640,
    });
    const takenDown = await video('74');
    expect(takenDown.data).toMatchObject({ videoId: '74' });
    expect(takenDown.data).not.toHaveProperty('videoUrl');
    expect(await video('1')).toMatchObject({ code: 404, message: '视频不存在: 1' });
    expect(await video('')).toMatchObject({ code: 400 });
  });
});

describe('streams', () => {
  test('the replay plays the clip once; a segment is MPEG-TS; another name is a dead stream', async () => {
    const replay = await fetch(`${t.base}/storage/streams/replay.m3u8`);
    expect(replay.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const text = await replay.text();
    expect(text).toContain('#EXT-X-ENDLIST');
    expect(text.match(/clip-\d\.ts/g)).toEqual(['clip-0.ts', 'clip-1.ts']);
    const segment = await fetch(`${t.base}/storage/streams/clip-0.ts`);
    expect(segment.headers.get('content-type')).toBe('video/mp2t');
    expect(new Uint8Array(await segment.arrayBuffer())[0]).toBe(0x47);
    expect((await fetch(`${t.base}/storage/streams/gone.m3u8`)).status).toBe(404);
  });

  test('the live playlist is a window moving with the clock, each loop a discontinuity', async () => {
    now = 100_000;
    const first = await (await fetch(`${t.base}/storage/streams/live.m3u8`)).text();
    expect(first).not.toContain('#EXT-X-ENDLIST');
    expect(first).toContain('#EXT-X-MEDIA-SEQUENCE:48');
    expect(first).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:23');
    expect(first.match(/^(clip-\d\.ts|#EXT-X-DISCONTINUITY)$/gm)).toEqual([
      'clip-0.ts',
      'clip-1.ts',
      '#EXT-X-DISCONTINUITY',
      'clip-0.ts',
    ]);
    now += 2_000;
    expect(await (await fetch(`${t.base}/storage/streams/live.m3u8`)).text()).toContain(
      '#EXT-X-MEDIA-SEQUENCE:49',
    );
  });
});
