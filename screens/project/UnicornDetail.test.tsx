// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test, vi } from 'vitest';
import type { Intent } from '../../actions/intent.ts';
import { ApiError } from '../../api/api-error.ts';
import type { FormsRoot } from '../../forms/forms-root.ts';
import type { ApiClient } from '../../api/client.ts';
import { fakeApiCall } from '../../api/test-call.ts';
import cards from '../../fixtures/screens/project-cards.json';
import bare from '../../fixtures/screens/project-bare.json';
import comments from '../../fixtures/screens/project-comments.json';
import live from '../../fixtures/screens/project-live.json';
import market from '../../fixtures/screens/project-market.json';
import project9001 from '../../fixtures/screens/project-9001.json';
import { readQuery } from '../../lib/query.ts';
import type { Envelope } from '../../lib/wire.ts';
import { PageLoadError } from '../../runtime/page-load-error.ts';
import { ScreenBody } from '../shared/ScreenBody.tsx';
import { fakeForms, Providers } from '../shared/screen-providers.testing.tsx';
import type { ProjectPage } from './load-project.ts';
import { unicornDetailScreen } from './unicorn-detail.ts';

type Answers = Partial<Record<string, Envelope | Error>>;

/** A client answering each call from `answers` (an Error: the call fails on the way). */
function client(answers: Answers) {
  const call = fakeApiCall((name) => {
    const answer = answers[name];
    if (answer instanceof Error) throw answer;
    return answer ?? { code: 404, data: null, message: `no answer for ${name}` };
  });
  return { api: { call, setSessionRecovery: vi.fn() } satisfies ApiClient, call };
}

const GOOD: Answers = {
  bosscloudProjectGetByIdForH5: project9001,
  projectDetailGetRoomLiveOrPreviewInfo: live,
  bosscloudInteractUserCommentSelectH5Page: comments,
  getProjectMarketActive: market,
  suggestForProjectDetail: cards,
};
const NONE = { code: 1, data: [], message: '' };

async function loaded(answers: Answers, search = 'projectId=9001'): Promise<ProjectPage> {
  return unicornDetailScreen.load(client(answers).api, readQuery(search));
}

describe('unicorn-detail loader', () => {
  test('asks for the project by its id and for the cards recommended beside it', async () => {
    const { api, call } = client(GOOD);
    const page = await unicornDetailScreen.load(api, readQuery('projectId=9001'));
    expect(call).toHaveBeenCalledWith(
      'bosscloudProjectGetByIdForH5',
      expect.objectContaining({ params: { id: '9001' } }),
    );
    expect(call).toHaveBeenCalledWith(
      'suggestForProjectDetail',
      expect.objectContaining({ body: { projectId: '9001' } }),
    );
    expect(call).toHaveBeenCalledWith(
      'bosscloudInteractUserCommentSelectH5Page',
      expect.objectContaining({ body: { projectId: '9001', pageIndex: 1, pageSize: 10 } }),
    );
    expect(page.project.title).toBe('智慧社区新零售');
    expect(page.live?.roomLiveId).toBe('31');
    expect(page.comments?.total).toBe(23);
    expect(page.marketActivities).toHaveLength(3);
    expect(page.recommendations).toHaveLength(8);
  });

  test('without a projectId it says the address lacks the project number', async () => {
    await expect(loaded(GOOD, 'pageId=1')).rejects.toEqual(
      new PageLoadError('missing-id', '页面地址不完整，缺少项目编号'),
    );
  });

  test("an unknown id fails with the server's own message", async () => {
    const notFound = { code: 404, data: null, message: '项目不存在: 1' };
    await expect(loaded({ ...GOOD, bosscloudProjectGetByIdForH5: notFound })).rejects.toMatchObject(
      { failure: 'server', message: '项目不存在: 1' },
    );
  });

  test('a failing project call is a network failure (the page server answers the shell)', async () => {
    const down = new ApiError('network', 'bosscloudProjectGetByIdForH5');
    await expect(loaded({ ...GOOD, bosscloudProjectGetByIdForH5: down })).rejects.toMatchObject({
      failure: 'network',
    });
  });

  test('failing side calls leave their blocks out (comments: null, to ask again), never the page', async () => {
    const down = (name: string) => new ApiError('network', name);
    const page = await loaded({
      bosscloudProjectGetByIdForH5: project9001,
      projectDetailGetRoomLiveOrPreviewInfo: down('live'),
      bosscloudInteractUserCommentSelectH5Page: down('comments'),
      getProjectMarketActive: down('market'),
      suggestForProjectDetail: down('suggest'),
    });
    expect(page).toMatchObject({
      live: null,
      comments: null,
      marketActivities: [],
      recommendations: [],
    });
  });
});

describe('unicorn-detail rich text', () => {
  test("the project's content is sanitized by the loader: markup kept, scripts and handlers gone", async () => {
    const hostile = {
      code: 1,
      message: '',
      data: {
        id: 9009,
        title: '恶意',
        content:
          '<p>正文</p><script>window.__pwned=1</script><img src="project/a.jpg" onerror="window.__pwned=1" alt="图"><a href="javascript:alert(1)">链接</a>',
      },
    };
    const page = await loaded({ ...GOOD, bosscloudProjectGetByIdForH5: hostile });
    expect(page.content).toContain('<p>正文</p>');
    expect(page.content).toContain('<img');
    expect(page.content).not.toMatch(/script|onerror|javascript:/);
    expect(page.project).not.toHaveProperty('content');
  });

  test('no content gives no 项目详情 block', async () => {
    const page = await loaded({ ...GOOD, bosscloudProjectGetByIdForH5: bare });
    expect(page.content).toBe('');
  });
});

describe('unicorn-detail definition', () => {
  test('titles, shares and counts the page view by the project (project_id, project_name)', async () => {
    const page = await loaded(GOOD);
    expect(unicornDetailScreen.title(page)).toBe('智慧社区新零售');
    expect(unicornDetailScreen.share?.(page)).toEqual({
      title: '智慧社区新零售',
      desc: '社区便利店数字化升级，单店回本周期 14 个月',
      image: 'project/9001-detail.jpg',
    });
    expect(unicornDetailScreen.pageView?.(page)).toEqual({
      project_id: '9001',
      project_name: '智慧社区新零售',
    });
  });

  test('is served at the mobile site path /project/{id} too', () => {
    expect(unicornDetailScreen.sitePaths).toEqual([{ path: '/project/:id', param: 'projectId' }]);
  });
});

describe('unicorn-detail screen', () => {
  function renderScreen(
    load: () => Promise<ProjectPage>,
    options: { answers?: Answers; forms?: FormsRoot; dispatch?: (intent: Intent) => void } = {},
  ) {
    const { api, call } = client(options.answers ?? GOOD);
    const view = render(
      <Providers
        api={api}
        {...(options.forms ? { forms: options.forms } : {})}
        {...(options.dispatch ? { dispatch: options.dispatch } : {})}
      >
        <ScreenBody
          screen={unicornDetailScreen}
          load={load}
          query={readQuery('projectId=9001')}
          search="projectId=9001"
        />
      </Providers>,
    );
    return { ...view, call };
  }

  test('shows its skeleton while loading', () => {
    renderScreen(() => new Promise(() => undefined));
    expect(screen.getByRole('main', { busy: true })).toHaveProperty('ariaLabel', '加载中');
  });

  test('shows the project: name, introduction, tags, amount, intention count', async () => {
    renderScreen(() => loaded(GOOD));
    expect(await screen.findByRole('heading', { level: 1, name: '智慧社区新零售' })).toBeTruthy();
    expect(screen.getByText('社区便利店数字化升级，单店回本周期 14 个月')).toBeTruthy();
    const tags = screen.getByRole('list', { name: '项目标签' });
    expect(tags.textContent).toBe('社区零售数字化总部扶持单店模型');
    const facts = screen.getByRole('heading', { level: 1 }).parentElement?.querySelector('dl');
    expect(facts?.textContent).toBe('合作金额20-50万元意向人数1.2万人有意向');
  });

  test('then the rich text, the live card, the market activities, the comments and 项目推荐, in that order', async () => {
    renderScreen(() => loaded(GOOD));
    await screen.findByRole('heading', { level: 1 });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['项目详情', '项目直播', '市场活动', '用户评论（23）', '项目推荐']);
    expect(screen.getByRole('heading', { level: 3, name: '项目介绍' })).toBeTruthy();
    // The live card is a lazy chunk: on a busy machine it takes longer than findBy's default second.
    expect(
      await screen.findByRole('heading', { level: 3, name: '春季路演直播' }, { timeout: 5_000 }),
    ).toBeTruthy();
  });

  test('a market activity with an activity page opens it through the action engine', async () => {
    const dispatch = vi.fn();
    renderScreen(() => loaded(GOOD), { dispatch });
    fireEvent.click(await screen.findByRole('button', { name: '2025 春季项目路演 · 上海站' }));
    expect(dispatch).toHaveBeenCalledWith({ kind: 'openActivityPage', pageId: '1001' });
    expect(screen.queryByRole('button', { name: '区域合伙人招募说明会（线上）' })).toBeNull();
    expect(screen.getByText('区域合伙人招募说明会（线上）')).toBeTruthy();
  });

  test("R5.21 an activity's city is shown without its trailing 市", async () => {
    renderScreen(() => loaded(GOOD));
    expect(await screen.findByText('上海')).toBeTruthy();
  });

  test('comments: ten at first, 加载更多 for the next pages, then a visible end', async () => {
    const page = (pageIndex: number, count: number) => ({
      code: 1,
      message: '',
      data: {
        records: Array.from({ length: count }, (_, index) => ({
          id: pageIndex * 100 + index,
          userName: `访客${pageIndex}-${index}`,
          content: '好项目',
        })),
        total: 23,
      },
    });
    const { call } = renderScreen(() => loaded(GOOD), {
      answers: { ...GOOD, bosscloudInteractUserCommentSelectH5Page: page(2, 10) },
    });
    const list = () => screen.getByRole('heading', { name: /用户评论/ }).parentElement!;
    await screen.findByRole('heading', { name: '用户评论（23）' });
    expect(list().querySelectorAll('.bc-comment')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(list().querySelectorAll('.bc-comment')).toHaveLength(20));
    expect(call).toHaveBeenLastCalledWith(
      'bosscloudInteractUserCommentSelectH5Page',
      expect.objectContaining({ body: { projectId: '9001', pageIndex: 2, pageSize: 10 } }),
    );
    call.mockImplementation(async () => page(3, 3));
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByText('没有更多了')).toBeTruthy();
    expect(list().querySelectorAll('.bc-comment')).toHaveLength(23);
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();
  });

  test('a comment is text: markup in it is shown, never run', async () => {
    renderScreen(() => loaded(GOOD));
    expect(
      await screen.findByText("<script>alert('评论里的标签只是文字')</script> 这条评论带着尖括号"),
    ).toBeTruthy();
    expect(document.querySelector('.bc-comment script')).toBeNull();
  });

  test('no comments: 暂无评论', async () => {
    const none = { code: 1, message: '', data: { records: [], total: 0 } };
    renderScreen(() => loaded({ ...GOOD, bosscloudInteractUserCommentSelectH5Page: none }));
    expect(await screen.findByText('暂无评论')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();
  });

  test('comments that failed with the page offer to ask again, and then show', async () => {
    const { call } = renderScreen(
      () =>
        loaded({
          ...GOOD,
          bosscloudInteractUserCommentSelectH5Page: new ApiError('network', 'comments'),
        }),
      { answers: GOOD },
    );
    fireEvent.click(await screen.findByRole('button', { name: '评论加载失败，点击重试' }));
    expect(await screen.findByRole('heading', { name: '用户评论（23）' })).toBeTruthy();
    expect(call).toHaveBeenCalledWith(
      'bosscloudInteractUserCommentSelectH5Page',
      expect.objectContaining({ body: { projectId: '9001', pageIndex: 1, pageSize: 10 } }),
    );
  });

  test('a project with nothing beside it shows the summary and the empty comments alone', async () => {
    renderScreen(() =>
      loaded({
        bosscloudProjectGetByIdForH5: bare,
        projectDetailGetRoomLiveOrPreviewInfo: { code: 1, data: null, message: '' },
        bosscloudInteractUserCommentSelectH5Page: {
          code: 1,
          data: { records: [], total: 0 },
          message: '',
        },
        getProjectMarketActive: NONE,
        suggestForProjectDetail: NONE,
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: '县域冷链物流' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: '项目标签' })).toBeNull();
    expect(screen.queryByText('合作金额')).toBeNull();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['用户评论']);
  });

  test('a failure shows its message with 重试, which loads again', async () => {
    const load = vi
      .fn<() => Promise<ProjectPage>>()
      .mockRejectedValueOnce(new PageLoadError('server', '项目不存在: 1'))
      .mockImplementation(() => loaded(GOOD));
    renderScreen(load);
    expect((await screen.findByRole('alert')).textContent).toContain('项目不存在: 1');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { level: 1, name: '智慧社区新零售' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('the interest action', () => {
  const interested = (status: 0 | 1) => ({ code: 1, message: '', data: { status } });

  async function renderReady(answers: Answers, forms: FormsRoot) {
    const page = await loaded(GOOD);
    const { api, call } = client({ ...GOOD, ...answers });
    render(
      <Providers api={api} forms={forms}>
        <ScreenBody
          screen={unicornDetailScreen}
          load={() => Promise.resolve(page)}
          initial={{ status: 'ready', value: page }}
          query={readQuery('projectId=9001')}
          search="projectId=9001"
        />
      </Providers>,
    );
    return call;
  }

  test('the server renders the anonymous bar and asks nothing personal', async () => {
    const page = await loaded(GOOD);
    const { api, call } = client(GOOD);
    const html = renderToString(
      <Providers api={api} forms={fakeForms(true).forms}>
        <ScreenBody
          screen={unicornDetailScreen}
          load={() => Promise.resolve(page)}
          initial={{ status: 'ready', value: page }}
          query={readQuery('projectId=9001')}
          search="projectId=9001"
        />
      </Providers>,
    );
    expect(html).toContain('我有意向');
    expect(call).not.toHaveBeenCalled();
  });

  test('a signed-in visitor who said so sees 已提交意向 after hydration', async () => {
    const call = await renderReady(
      { userInterestGetUserInterestProjectStatus: interested(1) },
      fakeForms(true).forms,
    );
    expect(await screen.findByRole('button', { name: '已提交意向' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(call).toHaveBeenCalledWith(
      'userInterestGetUserInterestProjectStatus',
      expect.objectContaining({ body: { projectId: '9001' } }),
    );
  });

  test('R6.02 an anonymous visitor logs in first, then the interest is stored and confirmed', async () => {
    const { forms, notify, login } = fakeForms(false);
    const call = await renderReady(
      {
        userInterestGetUserInterestProjectStatus: interested(0),
        interactUserInterestSave: interested(1),
      },
      forms,
    );
    expect(call).not.toHaveBeenCalledWith(
      'userInterestGetUserInterestProjectStatus',
      expect.anything(),
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '我有意向' })));
    expect(login).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: '已提交意向' })).toBeTruthy();
    expect(call).toHaveBeenCalledWith(
      'interactUserInterestSave',
      expect.objectContaining({ body: { projectId: '9001' } }),
    );
    expect(notify).toHaveBeenCalledWith('已提交意向，项目顾问会尽快与您联系', { type: 'success' });
  });

  test('a refused login stores nothing', async () => {
    const { forms, login } = fakeForms(
      false,
      vi.fn(async () => false),
    );
    const call = await renderReady({ interactUserInterestSave: interested(1) }, forms);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '我有意向' })));
    expect(login).toHaveBeenCalled();
    expect(call).not.toHaveBeenCalledWith('interactUserInterestSave', expect.anything());
    expect(screen.getByRole('button', { name: '我有意向' })).toBeTruthy();
  });

  test('a refused save says why and the button stays', async () => {
    const { forms, notify } = fakeForms(true);
    await renderReady(
      {
        userInterestGetUserInterestProjectStatus: interested(0),
        interactUserInterestSave: { code: 500, data: null, message: '服务繁忙' },
      },
      forms,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '我有意向' })));
    expect(notify).toHaveBeenCalledWith('服务繁忙', { type: 'error' });
    expect(screen.getByRole('button', { name: '我有意向' })).toBeTruthy();
  });
});

describe('the interest action after a login', () => {
  test('a status answer that arrives after the save never undoes it', async () => {
    const page = await loaded(GOOD);
    let answerStatus: (envelope: Envelope) => void = () => undefined;
    const call = fakeApiCall((name) => {
      if (name === 'userInterestGetUserInterestProjectStatus')
        return new Promise<Envelope>((done) => (answerStatus = done));
      if (name === 'interactUserInterestSave') return { code: 1, message: '', data: { status: 1 } };
      return GOOD[name] as Envelope;
    });
    const { forms } = fakeForms(false);
    render(
      <Providers api={{ call, setSessionRecovery: vi.fn() }} forms={forms}>
        <ScreenBody
          screen={unicornDetailScreen}
          load={() => Promise.resolve(page)}
          initial={{ status: 'ready', value: page }}
          query={readQuery('projectId=9001')}
          search="projectId=9001"
        />
      </Providers>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '我有意向' })));
    expect(await screen.findByRole('button', { name: '已提交意向' })).toBeTruthy();
    await act(async () => answerStatus({ code: 1, message: '', data: { status: 0 } }));
    expect(screen.getByRole('button', { name: '已提交意向' })).toBeTruthy();
  });
});
