// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { ActionProvider } from '../../actions/use-action.tsx';
import type { ApiClient } from '../../api/client.ts';
import { fakeApiCall } from '../../api/test-call.ts';
import { ApiProvider } from '../../api/use-api.tsx';
import { readQuery } from '../../lib/query.ts';
import type { Envelope } from '../../lib/wire.ts';
import { PageLoadError } from '../../runtime/page-load-error.ts';
import { ScreenBody } from '../shared/ScreenBody.tsx';
import type { TopicValue } from './load-topic.ts';
import { specialScreen } from './special-screen.ts';
import { TopicScreen } from './TopicScreen.tsx';

const NOW = Date.UTC(2025, 5, 1, 4, 0, 0);

const value = (overrides: Partial<TopicValue> = {}): TopicValue => ({
  topicId: '61',
  topic: {
    id: '61',
    title: '县域经济专题',
    titleCustom: '县域经济：下沉市场的机会',
    introduceCustom: '政策、产业与真实案例，一次看全。',
    coverImg: 'topic/61.jpg',
  },
  articles: [
    {
      articleId: '502',
      title: '县域新机会',
      source: '财经观察',
      publishTime: '2025-06-01 09:00:00',
    },
    { articleId: '504', title: '县域冷链物流', imgUrls: ['article/504.jpg'] },
  ],
  total: 2,
  loadedAt: NOW,
  ...overrides,
});

function renderTopic(
  shown: TopicValue,
  answer: () => Promise<Envelope> = () => new Promise(() => {}),
) {
  const dispatch = vi.fn();
  const call = fakeApiCall(() => answer());
  const api: ApiClient = { call, setSessionRecovery: () => undefined };
  const view = render(
    <ApiProvider client={api}>
      <ActionProvider dispatch={dispatch}>
        <TopicScreen value={shown} query={readQuery('id=61')} search="id=61" />
      </ActionProvider>
    </ApiProvider>,
  );
  return { dispatch, call, ...view };
}

describe('the special page', () => {
  test('shows the topic: the title staff set, the introduction, the articles with their count', () => {
    renderTopic(value());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('县域经济：下沉市场的机会');
    expect(screen.getByText('政策、产业与真实案例，一次看全。')).toBeTruthy();
    const list = screen.getByRole('region', { name: /专题文章/ });
    expect(within(list).getByText('2 篇')).toBeTruthy();
    expect(within(list).getByText('3小时前')).toBeTruthy();
    expect(within(list).getByText('已经到底了')).toBeTruthy();
  });

  test('an article opens through openArticle', () => {
    const { dispatch } = renderTopic(value());
    fireEvent.click(screen.getByRole('button', { name: '县域冷链物流' }));
    expect(dispatch).toHaveBeenCalledWith({ kind: 'openArticle', articleId: '504' });
  });

  test('a topic without articles says so', () => {
    renderTopic(value({ articles: [], total: 0 }));
    expect(screen.getByText('这个专题还没有文章')).toBeTruthy();
    expect(screen.queryByText('已经到底了')).toBeNull();
  });

  test('加载更多 loads the next page and adds it; the end shows once all are in', async () => {
    let answer: (envelope: Envelope) => void = () => undefined;
    const { call } = renderTopic(value({ total: 3 }), () => new Promise((done) => (answer = done)));
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(call).toHaveBeenCalledWith('articleThemesH5ListV1', {
      query: { themesId: '61', pageIndex: 2, pageSize: 10 },
    });
    expect((screen.getByRole('button', { name: '加载中…' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await act(async () =>
      answer({
        code: 1,
        data: { records: [{ articleId: 505, title: '项目路演怎么报名' }], total: 3 },
        message: '',
      }),
    );
    expect(screen.getByRole('button', { name: '项目路演怎么报名' })).toBeTruthy();
    expect(screen.getByText('已经到底了')).toBeTruthy();
  });

  test('a next page that fails keeps what is shown and can be asked again', async () => {
    const { call } = renderTopic(value({ total: 3 }), async () => ({
      code: 500,
      data: null,
      message: '服务繁忙',
    }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '加载更多' })));
    const again = await screen.findByRole('button', { name: '加载失败，点击重试' });
    expect(screen.getByRole('button', { name: '县域新机会' })).toBeTruthy();
    await act(async () => fireEvent.click(again));
    expect(call).toHaveBeenCalledTimes(2);
  });
});

describe('the special page in its states', () => {
  function renderBody(load: () => Promise<TopicValue>) {
    const api: ApiClient = {
      call: fakeApiCall(() => new Promise(() => {})),
      setSessionRecovery: () => undefined,
    };
    return render(
      <ApiProvider client={api}>
        <ScreenBody screen={specialScreen} load={load} query={readQuery('id=61')} search="id=61" />
      </ApiProvider>,
    );
  }

  test('loading shows the topic skeleton', () => {
    renderBody(() => new Promise(() => undefined));
    expect(screen.getByRole('status').textContent).toContain('专题加载中');
  });

  test('a failed load shows its sentence with 重试, which loads again', async () => {
    const load = vi
      .fn<() => Promise<TopicValue>>()
      .mockRejectedValueOnce(new PageLoadError('server', '专题不存在: 424242'))
      .mockResolvedValueOnce(value());
    renderBody(load);
    expect((await screen.findByRole('alert')).textContent).toContain('专题不存在: 424242');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '重试' })));
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
  });
});
