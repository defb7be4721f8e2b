import { fakeApiCall } from '../api/test-call.ts';
import { describe, expect, test, vi } from 'vitest';
import type { Envelope } from '../lib/wire.ts';
import { readQuery } from '../lib/query.ts';
import { createAttribution } from './attribution.ts';
import { memoryStorage } from './storage.ts';

const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

function callAnswering(answer: Envelope | Error) {
  return fakeApiCall(() =>
    answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer),
  );
}

describe('createAttribution', () => {
  test('R9.15 the carried parameters and the promotion click are read from the query', () => {
    const attribution = createAttribution(
      readQuery('utm_source=u&sa_utm=s&shareUniId=1&tjid=2&lbbSource=3&qz_gdt=q'),
      memoryStorage(),
      callAnswering({ code: 1, data: null }),
      log,
    );
    expect(attribution.params()).toEqual({
      utm_source: 'u',
      sa_utm: 's',
      shareUniId: '1',
      tjid: '2',
      lbbSource: '3',
      clickId: 'q',
      platform: 1,
    });
  });

  test('the parameters are kept for the visit: a later page without them still has them', () => {
    const storage = memoryStorage();
    const call = callAnswering({ code: 1, data: null });
    createAttribution(readQuery('utm_source=u&track_id=t'), storage, call, log);
    expect(createAttribution(readQuery('pageId=1002'), storage, call, log).params()).toEqual({
      utm_source: 'u',
      clickId: 't',
      platform: 2,
    });
    expect(createAttribution(readQuery('utm_source=v'), storage, call, log).params()).toEqual({
      utm_source: 'v',
      clickId: 't',
      platform: 2,
    });
  });

  test('the channel comes from channelTag/getConfByUrlParam/{utm_source}, asked once', async () => {
    const call = callAnswering({ code: 1, data: { channel: 'douyin' } });
    const attribution = createAttribution(readQuery('utm_source=dy01'), memoryStorage(), call, log);
    await expect(attribution.channel()).resolves.toBe('douyin');
    await attribution.channel();
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith('channelTagGetConfByUrlParam', { params: { param: 'dy01' } });
  });

  test.each([
    ['no utm_source', '', { code: 1, data: { channel: 'x' } }],
    ['a failed lookup', 'utm_source=u', new Error('network')],
    ['a non-1 answer', 'utm_source=u', { code: 500, data: { channel: 'x' } }],
  ])('without a channel for %s', async (_name, search, answer) => {
    const attribution = createAttribution(
      readQuery(search),
      memoryStorage(),
      callAnswering(answer as Envelope | Error),
      log,
    );
    await expect(attribution.channel()).resolves.toBeUndefined();
  });

  test('user actions go to userAction/addUserActions; a failure is only logged', async () => {
    const call = callAnswering(new Error('network'));
    const attribution = createAttribution(readQuery(''), memoryStorage(), call, log);
    await expect(attribution.recordActions([{ actionType: 'visit' }])).resolves.toBeUndefined();
    expect(call).toHaveBeenCalledWith('userActionAddUserActions', {
      body: [{ actionType: 'visit' }],
    });
    expect(log.warn).toHaveBeenCalled();
  });

  test('an attributed visit is recorded once asked; an unattributed one is not', async () => {
    const call = callAnswering({ code: 1, data: true });
    await createAttribution(readQuery(''), memoryStorage(), call, log).recordVisit({
      pageId: '1001',
    });
    expect(call).not.toHaveBeenCalled();
    await createAttribution(readQuery('gdt_vid=g&tjid=t'), memoryStorage(), call, log).recordVisit({
      pageId: '1001',
      activeId: '88',
    });
    expect(call).toHaveBeenCalledWith('userActionAddUserActions', {
      body: [
        {
          actionType: 'visit',
          pageId: '1001',
          activeId: '88',
          clickId: 'g',
          platform: 1,
          tjid: 't',
        },
      ],
    });
  });
});
