// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import type { ApiClient } from '../../api/client.ts';
import { fakeApiCall } from '../../api/test-call.ts';
import cards from '../../fixtures/screens/project-cards.json';
import bare from '../../fixtures/screens/project-bare.json';
import project9001 from '../../fixtures/screens/project-9001.json';
import { readQuery } from '../../lib/query.ts';
import type { Envelope } from '../../lib/wire.ts';
import { PageLoadError } from '../../runtime/page-load-error.ts';
import { ScreenBody } from '../shared/ScreenBody.tsx';
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

const GOOD = { bosscloudProjectGetByIdForH5: project9001, suggestForProjectDetail: cards };

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
    expect(page.project.title).toBe('智慧社区新零售');
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

  test('failing recommendations leave the block out, never the page', async () => {
    const page = await loaded({
      ...GOOD,
      suggestForProjectDetail: new ApiError('network', 'suggestForProjectDetail'),
    });
    expect(page.recommendations).toEqual([]);
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
  function renderScreen(load: () => Promise<ProjectPage>, initial?: ProjectPage) {
    return render(
      <ScreenBody
        screen={unicornDetailScreen}
        load={load}
        initial={initial ? { status: 'ready', value: initial } : undefined}
        query={readQuery('projectId=9001')}
        search="projectId=9001"
      />,
    );
  }

  test('shows its skeleton while loading', () => {
    renderScreen(() => new Promise(() => undefined));
    expect(screen.getByRole('main', { busy: true })).toHaveProperty('ariaLabel', '加载中');
  });

  test('shows the project: name, introduction, tags, amount, intention count, then 项目推荐', async () => {
    renderScreen(() => loaded(GOOD));
    expect(await screen.findByRole('heading', { level: 1, name: '智慧社区新零售' })).toBeTruthy();
    expect(screen.getByText('社区便利店数字化升级，单店回本周期 14 个月')).toBeTruthy();
    const tags = screen.getByRole('list', { name: '项目标签' });
    expect(tags.textContent).toBe('社区零售数字化总部扶持单店模型');
    const facts = screen.getByRole('banner').querySelector('dl');
    expect(facts?.textContent).toBe('合作金额20-50万元意向人数1.2万人有意向');
    expect(screen.getByRole('region', { name: '项目推荐' })).toBeTruthy();
  });

  test('a project without amount, intention, tags or recommendations shows the summary alone', async () => {
    renderScreen(() =>
      loaded({
        ...GOOD,
        bosscloudProjectGetByIdForH5: bare,
        suggestForProjectDetail: { code: 1, data: [], message: '' },
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: '县域冷链物流' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: '项目标签' })).toBeNull();
    expect(screen.queryByText('合作金额')).toBeNull();
    expect(screen.queryByRole('region', { name: '项目推荐' })).toBeNull();
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
