// @vitest-environment jsdom
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, test } from 'vitest';
import type { Intent } from '../../actions/intent.ts';
import { ActionProvider } from '../../actions/use-action.tsx';
import type { ApiClient } from '../../api/client.ts';
import { fakeApiCall } from '../../api/test-call.ts';
import { ApiProvider } from '../../api/use-api.tsx';
import { readQuery } from '../../lib/query.ts';
import type { Envelope } from '../../lib/wire.ts';
import { ScreenBody } from '../shared/ScreenBody.tsx';
import { scrollNear, stubIntersections } from '../../ui/intersection.testing.ts';
import { newsListScreen } from './news-list.ts';
import { projectListScreen } from './project-list.ts';
import type { ProjectListValue } from './ProjectListScreen.tsx';

// Pages load through the api client's lazy chunk: a busy machine takes more than the default second.
configure({ asyncUtilTimeout: 5_000 });

stubIntersections();

const card = (id: number) => ({ projectId: String(id), projectName: `项目 ${id}` });
const article = (id: number) => ({
  articleId: String(id),
  title: `文章 ${id}`,
  source: '天九老板云',
  sectionList: [{ id: '1', name: '商业洞察' }],
  publishTime: '2025-06-01 07:00:00',
});
const page = <T,>(rows: T[], total: number): Envelope => ({
  code: 1,
  data: { records: rows, total },
  message: '成功',
});
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

/** A client answering each page from `pages` by its index (an Error fails that call). */
function client(pages: Record<number, Envelope | Error>) {
  const call = fakeApiCall((_name, options) => {
    const answer = pages[Number(options?.query?.pageIndex)];
    if (answer === undefined || answer instanceof Error) throw answer ?? new Error('no page');
    return answer;
  });
  const api: ApiClient = { call, setSessionRecovery: () => undefined };
  return { api, call };
}

function frame(api: ApiClient, intents: Intent[], children: ReactNode) {
  return (
    <ApiProvider client={api}>
      <ActionProvider dispatch={(intent) => void intents.push(intent)}>{children}</ActionProvider>
    </ApiProvider>
  );
}

async function renderProjects(pages: Record<number, Envelope | Error>) {
  const { api, call } = client(pages);
  const intents: Intent[] = [];
  render(
    frame(
      api,
      intents,
      <ScreenBody
        screen={projectListScreen}
        load={(signal) => projectListScreen.load(api, readQuery(''), signal)}
        query={readQuery('')}
        search=""
      />,
    ),
  );
  return { call, intents };
}

/** Waits that may meet a lazy chunk on a busy machine. */
const SLOW = { timeout: 5000 };

describe('/project: the project list (spec §2)', { timeout: 20_000 }, () => {
  test('loading: the list’s shape, announced as busy', () => {
    const { api } = client({});
    render(
      frame(
        api,
        [],
        <ScreenBody
          screen={projectListScreen}
          load={() => new Promise<ProjectListValue>(() => undefined)}
          query={readQuery('')}
          search=""
        />,
      ),
    );
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
  });

  test('the next page as the visitor scrolls, to the visible end 没有更多了 (26 in three pages)', async () => {
    const { call, intents } = await renderProjects({
      1: page(range(1, 10).map(card), 26),
      2: page(range(11, 10).map(card), 26),
      3: page(range(21, 6).map(card), 26),
    });
    const list = await screen.findByRole('list', { name: '项目' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText(/共 26 个项目/)).toBeTruthy();
    scrollNear();
    // A next page's cards may wait for their chunk: slow when the whole suite shares two cores.
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(20), SLOW);
    scrollNear();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(26), SLOW);
    expect(screen.getByText('没有更多了')).toBeTruthy();
    scrollNear();
    expect(call.mock.calls.map(([, options]) => options?.query)).toEqual([
      { pageIndex: 1, pageSize: 10 },
      { pageIndex: 2, pageSize: 10 },
      { pageIndex: 3, pageSize: 10 },
    ]);
    fireEvent.click(screen.getByRole('button', { name: /项目 26/ }));
    expect(intents).toEqual([{ kind: 'openProject', projectId: '26', projectName: '项目 26' }]);
  });

  test('a next page that fails keeps what is shown and waits for 重试', async () => {
    const pages: Record<number, Envelope | Error> = {
      1: page(range(1, 10).map(card), 12),
      2: new Error('offline'),
    };
    await renderProjects(pages);
    await screen.findByRole('list', { name: '项目' });
    scrollNear();
    await screen.findByRole('button', { name: '重试' });
    expect(screen.getByText('加载失败')).toBeTruthy();
    pages[2] = page(range(11, 2).map(card), 12);
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await screen.findByText('没有更多了');
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
  });

  test('empty: no project yet', async () => {
    await renderProjects({ 1: page([], 0) });
    expect(await screen.findByText('暂无项目')).toBeTruthy();
    expect(screen.queryByText('没有更多了')).toBeNull();
  });

  test('the first page fails: the sentence and 重试, which loads again', async () => {
    const pages: Record<number, Envelope | Error> = { 1: new Error('offline') };
    await renderProjects(pages);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('重试');
    pages[1] = page([card(1)], 1);
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('button', { name: /项目 1/ })).toBeTruthy();
  });
});

describe('/news: the article list (spec §2)', { timeout: 20_000 }, () => {
  async function renderNews(pages: Record<number, Envelope | Error>) {
    const { api } = client(pages);
    const intents: Intent[] = [];
    const value = {
      first: await newsListScreen.load(api, readQuery('')).then((loaded) => loaded.first),
      now: Date.UTC(2025, 5, 1, 0, 0, 0),
    };
    render(
      frame(
        api,
        intents,
        <ScreenBody
          screen={newsListScreen}
          load={() => Promise.resolve(value)}
          initial={{ status: 'ready', value }}
          query={readQuery('')}
          search=""
        />,
      ),
    );
    return intents;
  }

  test('rows with section, source and R5.22 relative time; the next page on scroll; the end', async () => {
    const intents = await renderNews({
      1: page(range(601, 10).map(article), 12),
      2: page([...range(611, 1).map(article), { title: '没有编号的文章' }], 12),
    });
    const list = screen.getByRole('list', { name: '资讯' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getAllByText('1小时前')).toHaveLength(10);
    scrollNear();
    await screen.findByText('没有更多了');
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: /没有编号的文章/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /文章 611/ }));
    expect(intents).toEqual([{ kind: 'openArticle', articleId: '611' }]);
  });

  test('empty: no article yet', async () => {
    await renderNews({ 1: page([], 0) });
    expect(screen.getByText('暂无资讯')).toBeTruthy();
  });
});
