// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { AppOpening } from '../../actions/app-opening.ts';
import { AppOpeningProvider } from '../../actions/use-app-opening.tsx';
import { ApiError } from '../../api/api-error.ts';
import type { ApiClient } from '../../api/client.ts';
import { fakeApiCall } from '../../api/test-call.ts';
import live31 from '../../fixtures/screens/project-live.json';
import { readQuery } from '../../lib/query.ts';
import type { Envelope } from '../../lib/wire.ts';
import { PageLoadError } from '../../runtime/page-load-error.ts';
import { ScreenBody } from '../shared/ScreenBody.tsx';
import { Providers } from '../shared/screen-providers.testing.tsx';
import { liveRoomScreen } from './live-room.ts';
import type { LiveRoomPage } from './load-live-room.ts';

type Answers = Partial<Record<string, Envelope | Error>>;

const CMS: Envelope = {
  code: 1,
  message: '',
  data: { introduce: '<p>门店模型</p><script>window.__pwned=1</script>', productIds: [7001] },
};
const PRODUCTS: Envelope = {
  code: 1,
  message: '',
  data: [{ productId: 7001, productName: '社区新零售加盟咨询包', productPrice: 199 }],
};
const GOOD: Answers = {
  roomLiveDetail: live31,
  cmsRoomLiveH5RoomLiveDetail: CMS,
  roomLiveProductListProductsByIds: PRODUCTS,
};

/** The body waits on the live module's lazy chunk, slower than findBy's default second on a busy machine. */
const LAZY = { timeout: 5_000 };

function client(answers: Answers) {
  const call = fakeApiCall((name) => {
    const answer = answers[name];
    if (answer instanceof Error) throw answer;
    return answer ?? { code: 404, data: null, message: `no answer for ${name}` };
  });
  return { api: { call, setSessionRecovery: vi.fn() } satisfies ApiClient, call };
}

function loaded(answers: Answers, search = 'roomLiveId=31'): Promise<LiveRoomPage> {
  return liveRoomScreen.load(client(answers).api, readQuery(search));
}

/** A room answered with another status. */
function withStatus(status: number, isReplay = 0): Answers {
  return { ...GOOD, roomLiveDetail: { ...live31, data: { ...live31.data, status, isReplay } } };
}

describe('live-room loader', () => {
  test('asks for the room, then its CMS page and its products; the introduction is sanitized', async () => {
    const { api, call } = client(GOOD);
    const page = await liveRoomScreen.load(api, readQuery('roomLiveId=31'));
    expect(call).toHaveBeenCalledWith(
      'roomLiveDetail',
      expect.objectContaining({ body: { roomLiveId: '31' } }),
    );
    expect(call).toHaveBeenCalledWith(
      'roomLiveProductListProductsByIds',
      expect.objectContaining({ body: { productIds: ['7001'] } }),
    );
    expect(page.introduce).toContain('<p>门店模型</p>');
    expect(page.introduce).not.toContain('script');
    expect(page.products).toHaveLength(1);
  });

  test('a failing CMS page or product list leaves them out; an unknown or missing room fails', async () => {
    const down = new ApiError('network', 'cms');
    const bare = await loaded({ roomLiveDetail: live31, cmsRoomLiveH5RoomLiveDetail: down });
    expect(bare).toMatchObject({ introduce: '', products: [] });
    await expect(
      loaded({ roomLiveDetail: { code: 404, data: null, message: '直播间不存在: 1' } }),
    ).rejects.toMatchObject({ failure: 'server', message: '直播间不存在: 1' });
    await expect(loaded(GOOD, 'pageId=1')).rejects.toEqual(
      new PageLoadError('missing-id', '页面地址不完整，缺少直播间编号'),
    );
  });
});

describe('live-room screen', () => {
  function renderScreen(answers: Answers, opening: AppOpening = 'inApp') {
    const dispatch = vi.fn();
    const { api } = client(answers);
    render(
      <AppOpeningProvider opening={opening}>
        <Providers api={api} dispatch={dispatch}>
          <ScreenBody
            screen={liveRoomScreen}
            load={() => loaded(answers)}
            query={readQuery('roomLiveId=31')}
            search="roomLiveId=31"
          />
        </Providers>
      </AppOpeningProvider>,
    );
    return dispatch;
  }

  test('shows its skeleton while loading', () => {
    const { api } = client(GOOD);
    render(
      <Providers api={api}>
        <ScreenBody
          screen={liveRoomScreen}
          load={() => new Promise<LiveRoomPage>(() => undefined)}
          query={readQuery('roomLiveId=31')}
          search="roomLiveId=31"
        />
      </Providers>,
    );
    expect(screen.getByRole('main', { busy: true })).toHaveProperty('ariaLabel', '加载中');
  });

  test.each([
    [2, 0, '进入观看', 2],
    [3, 0, '进入观看', 3],
    [1, 0, '预约直播', 1],
    [4, 1, '立即查看', 5],
  ])(
    'R4.07 status %i (replay %i): the button reads %s and, in the app, hands the room over (liveTap)',
    async (status, isReplay, label, shown) => {
      const dispatch = renderScreen(withStatus(status, isReplay));
      fireEvent.click(await screen.findByRole('button', { name: label }, LAZY));
      expect(dispatch).toHaveBeenCalledWith({ kind: 'liveTap', roomLiveId: '31', status: shown });
    },
  );

  test('R4.07 an ended room without a replay: 已结束, disabled, and the cover says so', async () => {
    renderScreen(withStatus(4, 0));
    expect(await screen.findByRole('button', { name: '已结束' }, LAZY)).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('status').textContent).toBe('直播已结束');
  });

  test('its projects open through the action engine; the introduction and products follow', async () => {
    const dispatch = renderScreen(GOOD);
    fireEvent.click(await screen.findByRole('button', { name: '智慧社区新零售' }, LAZY));
    expect(dispatch).toHaveBeenCalledWith({
      kind: 'openProject',
      projectId: '9001',
      projectName: '智慧社区新零售',
    });
    expect(screen.getByRole('heading', { name: '直播介绍' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '直播商品' })).toBeTruthy();
  });
});
