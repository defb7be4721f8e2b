// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ActionProvider } from '../../actions/use-action.tsx';
import colours from '../../fixtures/modules/article/colours.json';
import empty from '../../fixtures/modules/article/empty.json';
import layout1 from '../../fixtures/modules/article/layout-1.json';
import layout2 from '../../fixtures/modules/article/layout-2.json';
import layout3 from '../../fixtures/modules/article/layout-3.json';
import layout4 from '../../fixtures/modules/article/layout-4.json';
import missingCover from '../../fixtures/modules/article/missing-cover.json';
import page1003 from '../../fixtures/pages/1003.json';
import { validate } from '../../schemas/index.ts';
import type { PageModule } from '../module-props.ts';
import { ArticleList } from './ArticleList.tsx';

interface RecordedModule {
  id: number | string;
  subModuleName: string;
  subModuleJson: unknown;
}

function articleModule(recorded: RecordedModule): PageModule<'article'> {
  const result = validate('article', recorded.subModuleJson);
  if (!result.ok) throw new Error(result.issue.message);
  return {
    kind: 'article',
    id: String(recorded.id),
    name: recorded.subModuleName,
    type: 3,
    data: result.value,
  };
}

function renderWith(module: PageModule<'article'>) {
  const dispatch = vi.fn();
  const view = render(
    <ActionProvider dispatch={dispatch}>
      <ArticleList module={module} />
    </ActionProvider>,
  );
  return { dispatch, ...view };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-04-01T18:05:00'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ArticleList', () => {
  test.each([
    [1, layout1, 3],
    [2, layout2, 3],
    [3, layout3, 3],
  ])(
    'layout %i renders each article with its cover, titled by the article',
    (layout, recorded, covers) => {
      const { container } = renderWith(articleModule(recorded));
      expect(container.querySelector(`.bc-article--layout-${layout}`)).toBeTruthy();
      expect(screen.getAllByRole('button')).toHaveLength(3);
      expect(container.querySelectorAll('img')).toHaveLength(covers);
      expect(
        screen.getByAltText('从0到1：连锁餐饮如何三年开出300家门店').getAttribute('src'),
      ).toContain('article/501.jpg');
      expect(screen.getByRole('button', { name: '制造业老板的数字化转型账本' })).toBeTruthy();
    },
  );

  test.each([
    [1, layout1],
    [2, layout2],
    [4, layout4],
  ])('layout %i shows summary, section tags and source', (_layout, recorded) => {
    renderWith(articleModule(recorded));
    const card = screen.getByRole('button', { name: '从0到1：连锁餐饮如何三年开出300家门店' });
    expect(
      within(card.closest<HTMLElement>('.bc-card')!).getByText(
        '拆解一个区域品牌走向全国的关键决策。',
      ),
    ).toBeTruthy();
    expect(within(card.closest<HTMLElement>('.bc-card')!).getByText('商业洞察')).toBeTruthy();
    expect(within(card.closest<HTMLElement>('.bc-card')!).getByText('天九老板云')).toBeTruthy();
  });

  test('layout 3 is a grid of covers and titles without summaries', () => {
    renderWith(articleModule(layout3));
    expect(screen.queryByText('拆解一个区域品牌走向全国的关键决策。')).toBeNull();
    expect(screen.getByText('从0到1：连锁餐饮如何三年开出300家门店')).toBeTruthy();
  });

  test('layout 4 is text only: no pictures, section tags lead the title', () => {
    const { container } = renderWith(articleModule(layout4));
    expect(container.querySelectorAll('img, [role="img"]')).toHaveLength(0);
    const card = screen.getByRole('button', { name: '县域新机会：老板们都在看什么' });
    const sections = card
      .closest<HTMLElement>('.bc-card')!
      .querySelector('.bc-article-card__sections');
    expect(sections?.textContent).toBe('政策解读区域经济');
    expect(sections?.nextElementSibling?.textContent).toBe('县域新机会：老板们都在看什么');
  });

  test('titleCustom wins over title', () => {
    renderWith(articleModule(layout1));
    expect(screen.getByRole('button', { name: '县域新机会：老板们都在看什么' })).toBeTruthy();
    expect(screen.queryByText('县域经济里的新机会')).toBeNull();
  });

  test('the summary and meta row describe the card to screen readers', () => {
    renderWith(articleModule(layout1));
    const card = screen.getByRole('button', { name: '从0到1：连锁餐饮如何三年开出300家门店' });
    const described = (card.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['拆解一个区域品牌走向全国的关键决策。', '商业洞察天九老板云2周前']);
  });

  test.each([
    ['刚刚', '2025-04-01 18:04:30'],
    ['5分钟前', '2025-04-01 18:00:00'],
    ['3小时前', '2025-04-01 15:00:00'],
    ['2天前', '2025-03-30 18:05:00'],
    ['2周前', '2025-03-18 09:30:00'],
    ['2024-10-01', '2024-10-01 08:00:00'],
  ])('R5.22 relative time: %s', (shown, publishTime) => {
    renderWith(
      articleModule({
        id: 9,
        subModuleName: '时间',
        subModuleJson: { layout: 1, list: [{ id: 1, title: '文章', publishTime }] },
      }),
    );
    expect(
      screen.getByRole('button', { name: '文章' }).closest('.bc-card')?.querySelector('time')
        ?.textContent,
    ).toBe(shown);
  });

  test('R5.22 relative time: a future time shows nothing', () => {
    renderWith(
      articleModule({
        id: 9,
        subModuleName: '时间',
        subModuleJson: {
          layout: 1,
          list: [{ id: 1, title: '文章', source: '来源', publishTime: '2025-04-02 09:00:00' }],
        },
      }),
    );
    const card = screen.getByRole('button', { name: '文章' });
    expect(card.closest<HTMLElement>('.bc-card')!.querySelector('time')).toBeNull();
    expect(within(card.closest<HTMLElement>('.bc-card')!).getByText('来源')).toBeTruthy();
  });

  test('titleColor and summaryColor from the config colour titles and summaries', () => {
    const { container } = renderWith(articleModule(colours));
    const list = container.querySelector<HTMLElement>('.bc-article__list');
    expect(list?.style.getPropertyValue('--bc-article-title-color')).toBe('#b4232a');
    expect(list?.style.getPropertyValue('--bc-article-summary-color')).toBe('#3b6fd8');
  });

  test('a colour that is not plainly a colour is ignored', () => {
    const { container } = renderWith(
      articleModule({
        id: 9,
        subModuleName: '颜色',
        subModuleJson: { titleColor: 'red; position: fixed', list: [{ id: 1, title: '文章' }] },
      }),
    );
    expect(
      container
        .querySelector<HTMLElement>('.bc-article__list')
        ?.style.getPropertyValue('--bc-article-title-color'),
    ).toBe('');
  });

  test('a tap emits openArticle with the article id', () => {
    const { dispatch } = renderWith(articleModule(layout2));
    fireEvent.click(screen.getByRole('button', { name: '县域新机会：老板们都在看什么' }));
    expect(dispatch).toHaveBeenCalledTimes(1);
    expect(dispatch).toHaveBeenCalledWith({ kind: 'openArticle', articleId: '502' });
  });

  test('a missing cover keeps its box as a neutral placeholder named by the title', () => {
    renderWith(articleModule(missingCover));
    const placeholder = screen.getByRole('img', { name: '没有封面的文章依然保持版式' });
    expect(placeholder.classList.contains('bc-picture--broken')).toBe(true);
    expect(placeholder.style.aspectRatio).not.toBe('');
  });

  test('an empty list renders nothing', () => {
    const { container } = renderWith(articleModule(empty));
    expect(container.innerHTML).toBe('');
  });

  test('page 1003 module 4 (空列表) renders nothing', () => {
    const recorded = page1003.data.moduleSubs.find((sub) => String(sub.id) === '4');
    if (!recorded) throw new Error('fixture 1003 lost module 4');
    const { container } = renderWith(
      articleModule({ ...recorded, subModuleJson: JSON.parse(recorded.subModuleJson) }),
    );
    expect(container.querySelectorAll('button')).toHaveLength(0);
    expect(container.innerHTML).toBe('');
  });
});
