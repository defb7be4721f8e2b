// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import type { Intent } from '../../actions/intent.ts';
import { resolve } from '../../actions/resolve.ts';
import { testContext } from '../../actions/test-context.ts';
import { ActionProvider } from '../../actions/use-action.tsx';
import { fakeApiCall } from '../../api/test-call.ts';
import recorded from '../../fixtures/screens/project-cards.json';
import { readQuery } from '../../lib/query.ts';
import type { ProjectCardData } from '../../schemas/project-card.ts';
import { ProjectRecommendations } from './ProjectRecommendations.tsx';

let cards: ProjectCardData[];
beforeAll(async () => {
  // Read through the answer's schema, as the screens receive it.
  const call = fakeApiCall(() => recorded);
  cards = (await call('suggestForProjectDetail')).data as ProjectCardData[];
});

function renderBlock(projects: readonly ProjectCardData[] = cards) {
  const dispatch = vi.fn<(intent: Intent) => void>();
  const view = render(
    <ActionProvider dispatch={dispatch}>
      <ProjectRecommendations projects={projects} />
    </ActionProvider>,
  );
  return { dispatch, ...view };
}

/** The card whose name (its button) is this. */
function card(name: string): HTMLElement {
  return screen.getByRole('button', { name }).closest<HTMLElement>('.bc-card')!;
}

describe('ProjectRecommendations', () => {
  test('is titled 项目推荐 and lists every card with a project id, in order', () => {
    renderBlock();
    const block = screen.getByRole('region', { name: '项目推荐' });
    const names = within(block)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual([
      '新能源汽车充电运营',
      '川味快餐连锁',
      '新式茶饮',
      expect.stringMatching(/^中央厨房供应链一体化服务平台/),
      '智慧停车',
      'AI 数字人直播带货',
      '县域冷链物流',
    ]);
  });

  test.each([
    ['R5.18 min and max with the unit', '川味快餐连锁', '合作金额', '5.5-12.8万元'],
    [
      'R5.18 only a min, unit default 万元, the label set by the CMS',
      '新能源汽车充电运营',
      '投资金额',
      '100万元',
    ],
    ['another unit and label', 'AI 数字人直播带货', '融资金额', '1-2亿元'],
  ])('%s', (_, name, label, amount) => {
    renderBlock();
    const footer = card(name).querySelector('.bc-project-card__amount');
    expect(footer?.textContent).toBe(`${label}${amount}`);
  });

  test('R5.18 a min of 0 alone shows no amount, and nothing without amounts', () => {
    renderBlock();
    expect(card('新式茶饮').querySelector('.bc-project-card__amount')).toBeNull();
    expect(card('县域冷链物流').querySelector('.bc-project-card__footer')).toBeNull();
  });

  test.each([
    ['川味快餐连锁', '9999.9万人有意向'],
    ['新式茶饮', '1.50亿人有意向'],
    ['新能源汽车充电运营', '356人有意向'],
  ])('R5.17 the intention count of %s is compact: %s', (name, text) => {
    renderBlock();
    expect(card(name).querySelector('.bc-project-card__intention')?.textContent).toBe(text);
  });

  test.each([
    ['川味快餐连锁', ['连锁餐饮', '川味', '高复购']],
    ['新式茶饮', ['新式茶饮全国连锁品牌加盟项目招…']],
    ['AI 数字人直播带货', ['AIGC', 'SaaS', 'B2B2C']],
    ['县域冷链物流', []],
  ])('R9.05 %s shows at most 3 tags that fit the card', (name, tags) => {
    renderBlock();
    const shown = [...card(name).querySelectorAll('.bc-project-card__tag')].map(
      (tag) => tag.textContent,
    );
    expect(shown).toEqual(tags);
  });

  test('R5.20 the card cover is meetingIndexCoverUrl, else detailCoverUrl, on storage at 200×200', () => {
    renderBlock();
    const src = (name: string) => card(name).querySelector('img')?.getAttribute('src');
    expect(src('川味快餐连锁')).toMatch(
      /\/project\/9004-card\.jpg\?x-oss-process=image\/resize,m_fill,w_200,h_200/,
    );
    expect(src('县域冷链物流')).toMatch(/\/project\/9003-detail\.jpg\?/);
    expect(card('智慧停车').querySelector('[role="img"]')?.getAttribute('aria-label')).toBe(
      '智慧停车封面',
    );
  });

  test('a tap emits openProject with the project id and name', () => {
    const { dispatch } = renderBlock();
    fireEvent.click(screen.getByRole('button', { name: '川味快餐连锁' }));
    expect(dispatch).toHaveBeenCalledWith({
      kind: 'openProject',
      projectId: '9004',
      projectName: '川味快餐连锁',
    });
  });

  test('no card with an id shows no block', () => {
    const { container } = renderBlock([{ projectName: '没有编号' }]);
    expect(container.innerHTML).toBe('');
  });
});

describe('R4.06 a 项目推荐 card opens unicorn-detail with the current query except projectId and articleId', () => {
  test.each([
    [
      'on a project page',
      'projectId=9001&utm_source=u&userId=7',
      '/unicorn-detail.html?projectId=9004&utm_source=u&userId=7',
    ],
    [
      'on an article page',
      'articleId=42&sa_utm=s&isApp=1&navBarHeight=44',
      '/unicorn-detail.html?projectId=9004&sa_utm=s&isApp=1&navBarHeight=44',
    ],
    [
      'with both ids and the single-use OAuth code',
      'articleId=42&projectId=9001&code=c&state=s&tjid=t',
      '/unicorn-detail.html?projectId=9004&tjid=t',
    ],
    [
      'R4.13 showShare=1 alone keeps showShare and drops clearNav',
      'projectId=9001&showShare=1&clearNav=0',
      '/unicorn-detail.html?projectId=9004&showShare=1',
    ],
    ['with nothing else', 'projectId=9001', '/unicorn-detail.html?projectId=9004'],
  ])('%s', async (_, search, url) => {
    const opened: string[] = [];
    render(
      <ActionProvider
        dispatch={(intent) => {
          const context = testContext('browser', false, { search, query: readQuery(search) });
          for (const effect of resolve(intent, context))
            if (effect.type === 'open') opened.push(effect.url);
        }}
      >
        <ProjectRecommendations projects={cards} />
      </ActionProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '川味快餐连锁' }));
    expect(opened).toEqual([url]);
  });
});
