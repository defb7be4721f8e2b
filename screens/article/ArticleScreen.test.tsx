// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { ActionProvider } from '../../actions/use-action.tsx';
import { readQuery } from '../../lib/query.ts';
import { PageLoadError } from '../../runtime/page-load-error.ts';
import { ScreenBody } from '../shared/ScreenBody.tsx';
import { articleScreen } from './article-screen.ts';
import { ArticleScreen } from './ArticleScreen.tsx';
import type { ArticleValue } from './load-article.ts';
import { fixtureArticleValue } from './test-article-values.ts';

function renderArticle(value: ArticleValue) {
  const dispatch = vi.fn();
  const view = render(
    <ActionProvider dispatch={dispatch}>
      <ArticleScreen value={value} query={readQuery('articleId=1')} search="articleId=1" />
    </ActionProvider>,
  );
  return { dispatch, ...view };
}

describe('the article screen', () => {
  test('shows the title, the source, the R5.22 time, the sections and the summary', () => {
    renderArticle(fixtureArticleValue(502));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      '县域新机会：老板们都在看什么',
    );
    expect(screen.getByText('财经观察')).toBeTruthy();
    expect(screen.getByText('3小时前').getAttribute('datetime')).toBe('2025-06-01T00:40:00.000Z');
    const sections = screen.getByRole('list', { name: '所属栏目' });
    expect(
      within(sections)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['政策解读', '区域经济']);
  });

  test('a date beyond three months shows as the China date (R5.22)', () => {
    const value = fixtureArticleValue(501);
    renderArticle({ ...value, article: { ...value.article, publishTime: '2025-01-02 03:00:00' } });
    expect(screen.getByText('2025-01-02')).toBeTruthy();
    expect(screen.getByText('拆解一个区域品牌走向全国的关键决策。')).toBeTruthy();
  });

  test('the rich text shows as markup: headings, lists, a table', () => {
    const { container } = renderArticle(fixtureArticleValue(501));
    const text = container.querySelector('.bc-rich-text');
    expect(text?.querySelectorAll('h2')).toHaveLength(3);
    expect(text?.querySelector('table')).toBeTruthy();
    expect(text?.querySelector('a')?.getAttribute('href')).toBe('https://www.example.com/cases');
  });

  test('the hostile article shows its markup as text and keeps no handler, script or frame', () => {
    const { container } = renderArticle(fixtureArticleValue(9901));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      '恶意标记 <img src=x onerror="window.__pwned=\'title\'">',
    );
    expect(
      container.querySelectorAll('script, iframe, form, svg, math, object, embed'),
    ).toHaveLength(0);
    const handlers = [...container.querySelectorAll('*')].filter((element) =>
      [...element.attributes].some((attribute) => attribute.name.startsWith('on')),
    );
    expect(handlers).toEqual([]);
  });

  test('R4.18 a picture link is a picture, an audio link the audio player with its speeds', async () => {
    const { container } = renderArticle(fixtureArticleValue(502));
    expect(container.querySelector('.bc-article-media__picture')).toBeTruthy();
    const speeds = await screen.findByRole('group', { name: '播放速度' });
    expect(
      within(speeds)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['0.5x', '1.0x', '1.25x', '1.5x', '2.0x']);
  });

  test('R4.18 a video link is the video player: a cover with a play button', async () => {
    renderArticle(fixtureArticleValue(501));
    expect(
      await screen.findByRole('button', { name: '播放 从0到1：连锁餐饮如何三年开出300家门店' }),
    ).toBeTruthy();
  });

  test('an article with neither text nor media says so', () => {
    renderArticle(fixtureArticleValue(506));
    expect(screen.getByText('这篇文章暂无正文')).toBeTruthy();
  });

  test('a recommendation with an article id opens it through openArticle', () => {
    const { dispatch } = renderArticle(fixtureArticleValue(502));
    const related = screen.getByRole('region', { name: '相关推荐' });
    fireEvent.click(within(related).getAllByRole('button')[0] as HTMLElement);
    expect(dispatch).toHaveBeenCalledWith({ kind: 'openArticle', articleId: '501' });
  });

  test('a recommendation without an article id is shown and opens nothing', () => {
    renderArticle(fixtureArticleValue(502, { recommendations: [{ title: '没有编号的文章' }] }));
    const related = screen.getByRole('region', { name: '相关推荐' });
    expect(within(related).getByText('没有编号的文章')).toBeTruthy();
    expect(within(related).queryAllByRole('button')).toEqual([]);
  });

  test('the article’s projects show as the 项目推荐 block, a card opening its project', () => {
    const { dispatch } = renderArticle(fixtureArticleValue(501));
    const block = screen.getByRole('region', { name: '项目推荐' });
    fireEvent.click(within(block).getAllByRole('button')[0] as HTMLElement);
    expect(dispatch).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'openProject', projectId: '9001' }),
    );
  });

  test('no recommendations, projects or banners: none of their blocks', () => {
    renderArticle(fixtureArticleValue(502, { recommendations: [], banners: [], projects: [] }));
    expect(screen.queryByRole('region', { name: '项目推荐' })).toBeNull();
    expect(screen.queryByRole('region', { name: '相关推荐' })).toBeNull();
    expect(screen.queryByRole('region', { name: '活动推荐' })).toBeNull();
  });

  test('a banner tap goes through the navigate intent with the banner for BannerClick', () => {
    const { dispatch } = renderArticle(fixtureArticleValue(502));
    const banners = screen.getByRole('region', { name: '活动推荐' });
    fireEvent.click(within(banners).getByRole('button', { name: '春季项目路演火热报名中' }));
    expect(dispatch).toHaveBeenCalledWith({
      kind: 'navigate',
      target: { jumpType: 2, skipContent: '/activity-page.html?pageId=1001' },
      banner: { id: '801', title: '春季项目路演火热报名中' },
    });
  });
});

describe('the article screen in its states', () => {
  function renderBody(load: () => Promise<ArticleValue>) {
    return render(
      <ActionProvider dispatch={vi.fn()}>
        <ScreenBody
          screen={articleScreen}
          load={load}
          query={readQuery('articleId=502')}
          search="articleId=502"
        />
      </ActionProvider>,
    );
  }

  test('loading shows the article skeleton', () => {
    renderBody(() => new Promise(() => undefined));
    expect(screen.getByRole('status').textContent).toContain('文章加载中');
  });

  test('a failed load shows its sentence with 重试, which loads again', async () => {
    const load = vi
      .fn<() => Promise<ArticleValue>>()
      .mockRejectedValueOnce(new PageLoadError('server', '文章不存在: 424242'))
      .mockResolvedValueOnce(fixtureArticleValue(502));
    renderBody(load);
    expect((await screen.findByRole('alert')).textContent).toContain('文章不存在: 424242');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '重试' })));
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
