import answerValidators from 'virtual:answer-validators';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CheckedEndpoint } from '../api/answer-types.ts';
import { checkAnswer } from '../api/check-answer.ts';
import type { Envelope } from '../lib/wire.ts';
import { post, signIn, startTestGateway, type TestGateway } from './test-gateway.ts';

/** 2025-06-01 08:00:03 in China: three seconds into a 12 s cycle of room 36 (a preview). */
let now = Date.UTC(2025, 5, 1, 0, 0, 3);

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway({ now: () => now });
});
afterAll(() => t.stop());

async function answer(
  name: CheckedEndpoint,
  path: string,
  body: unknown,
  token?: string,
): Promise<Envelope> {
  const response = await post(t.base, path, body, token ? { token } : {});
  return checkAnswer(name, (await response.json()) as Envelope, answerValidators[name]);
}

describe('live previews', () => {
  test('roomLivePreview/detailInfo answers the room, its introduction and how many reserved; an unknown room 404', async () => {
    const preview = await answer('roomLivePreviewDetailInfo', 'roomLivePreview/detailInfo', {
      roomLiveId: 32,
    });
    expect(preview.data).toMatchObject({
      roomLiveId: '32',
      status: 1,
      title: '县域经济新机会直播预告',
      subscribeCount: 0,
    });
    expect(String((preview.data as { introduce: string }).introduce)).toContain('县域冷链物流');
    expect(preview.data).not.toHaveProperty('isSubscribe');
    expect(
      await answer('roomLivePreviewDetailInfo', 'roomLivePreview/detailInfo', { roomLiveId: 1 }),
    ).toMatchObject({ code: 404, message: '直播间不存在: 1' });
  });

  test('reserving needs a login, stores once however often it is asked, and refreshStatus tells the caller', async () => {
    expect(
      await answer('roomLivePreviewSubscribe', 'roomLivePreview/subscribe', { roomLiveId: 32 }),
    ).toMatchObject({ code: 20210 });
    const token = await signIn(t.base, '13800138101');
    const anonymous = await answer(
      'roomLivePreviewRefreshStatus',
      'roomLivePreview/refreshStatus',
      { roomLiveId: 32 },
    );
    expect(anonymous.data).toMatchObject({ status: 1, isSubscribe: 0, subscribeCount: 0 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        answer('roomLivePreviewSubscribe', 'roomLivePreview/subscribe', { roomLiveId: 32 }, token),
      ),
    );
    for (const reserved of answers)
      expect(reserved).toMatchObject({ code: 1, data: { isSubscribe: 1, subscribeCount: 1 } });
    const mine = await answer(
      'roomLivePreviewRefreshStatus',
      'roomLivePreview/refreshStatus',
      { roomLiveId: 32 },
      token,
    );
    expect(mine.data).toMatchObject({ status: 1, isSubscribe: 1, subscribeCount: 1 });
    const wechat = await answer(
      'roomLivePreviewWechatSubscribe',
      'roomLivePreview/wechatSubscribe',
      { roomLiveId: 32 },
      await signIn(t.base, '13800138102'),
    );
    expect(wechat.data).toMatchObject({ isSubscribe: 1, subscribeCount: 2 });
  });

  test('a live that started cannot be reserved; refreshStatus follows a cycling room past its start', async () => {
    const token = await signIn(t.base, '13800138103');
    expect(
      await answer(
        'roomLivePreviewSubscribe',
        'roomLivePreview/subscribe',
        { roomLiveId: 31 },
        token,
      ),
    ).toMatchObject({ code: 400, message: '直播已开始，无需预约' });
    const before = await answer('roomLivePreviewRefreshStatus', 'roomLivePreview/refreshStatus', {
      roomLiveId: 36,
    });
    expect(before.data).toMatchObject({ status: 1, startTime: '2025-06-01 08:00:06' });
    now += 3_000;
    const after = await answer('roomLivePreviewRefreshStatus', 'roomLivePreview/refreshStatus', {
      roomLiveId: 36,
    });
    expect(after.data).toMatchObject({ status: 2 });
  });
});

describe('WeChat reminders', () => {
  test('remind/* need a login; turning it on stores once however often it is asked, subscribe tells it, cancel turns it off, per visitor', async () => {
    expect(await answer('remindSubscribe', 'remind/subscribe', { roomLiveId: 32 })).toMatchObject({
      code: 20210,
    });
    const token = await signIn(t.base, '13800138104');
    expect(
      await answer('remindSubscribe', 'remind/subscribe', { roomLiveId: 32 }, token),
    ).toMatchObject({ code: 1, data: { isRemind: 0 } });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        answer(
          'remindRoomLiveWeixinRemind',
          'remind/roomLiveWeixinRemind',
          { roomLiveId: 32 },
          token,
        ),
      ),
    );
    for (const on of answers) expect(on).toMatchObject({ code: 1, data: { isRemind: 1 } });
    expect(
      await answer('remindSubscribe', 'remind/subscribe', { roomLiveId: 32 }, token),
    ).toMatchObject({ data: { isRemind: 1 } });
    const other = await signIn(t.base, '13800138105');
    expect(
      await answer('remindSubscribe', 'remind/subscribe', { roomLiveId: 32 }, other),
    ).toMatchObject({ data: { isRemind: 0 } });
    for (let twice = 0; twice < 2; twice += 1)
      expect(
        await answer(
          'remindRoomLiveCancelWeixinRemind',
          'remind/roomLiveCancelWeixinRemind',
          { roomLiveId: 32 },
          token,
        ),
      ).toMatchObject({ code: 1, data: { isRemind: 0 } });
    expect(
      await answer('remindSubscribe', 'remind/subscribe', { roomLiveId: 32 }, token),
    ).toMatchObject({ data: { isRemind: 0 } });
    expect(
      await answer('remindSubscribe', 'remind/subscribe', { roomLiveId: 1 }, token),
    ).toMatchObject({ code: 404 });
  });
});
