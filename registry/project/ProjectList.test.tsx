// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { ActionProvider } from '../../actions/use-action.tsx';
import amounts from '../../fixtures/modules/project/amounts.json';
import empty from '../../fixtures/modules/project/empty.json';
import intentions from '../../fixtures/modules/project/intentions.json';
import layout1 from '../../fixtures/modules/project/layout-1.json';
import layout2 from '../../fixtures/modules/project/layout-2.json';
import layout3 from '../../fixtures/modules/project/layout-3.json';
import layout4 from '../../fixtures/modules/project/layout-4.json';
import missingCover from '../../fixtures/modules/project/missing-cover.json';
import tags from '../../fixtures/modules/project/tags.json';
import { validate } from '../../schemas/index.ts';
import type { PageModule } from '../module-props.ts';
import { ProjectList } from './ProjectList.tsx';

interface RecordedModule {
  id: number | string;
  subModuleName: string;
  subModuleJson: unknown;
}

function projectModule(recorded: RecordedModule): PageModule<'project'> {
  const result = validate('project', recorded.subModuleJson);
  if (!result.ok) throw new Error(result.issue.message);
  return {
    kind: 'project',
    id: String(recorded.id),
    name: recorded.subModuleName,
    type: 5,
    data: result.value,
  };
}

function renderWith(module: PageModule<'project'>) {
  const dispatch = vi.fn();
  const view = render(
    <ActionProvider dispatch={dispatch}>
      <ProjectList module={module} />
    </ActionProvider>,
  );
  return { dispatch, ...view };
}

/** The whole card whose title (its button) has this name. */
function card(name: string): HTMLElement {
  return screen.getByRole('button', { name }).closest<HTMLElement>('.bc-card')!;
}

describe('ProjectList', () => {
  test.each([
    [1, layout1],
    [2, layout2],
    [3, layout3],
  ])(
    'layout %i renders each project with its cover, name, amount and intention count',
    (layout, recorded) => {
      const { container } = renderWith(projectModule(recorded));
      expect(container.querySelector(`.bc-project--layout-${layout}`)).toBeTruthy();
      expect(screen.getAllByRole('button')).toHaveLength(4);
      expect(screen.getByAltText('智慧社区新零售封面').getAttribute('src')).toContain(
        'project/9001.jpg',
      );
      expect(within(card('智慧社区新零售')).getByText('20-50万元')).toBeTruthy();
      expect(card('智慧社区新零售').textContent).toContain('1.2万人有意向');
    },
  );

  test('layout 1 uses the 200×200 cover size (R9.06)', () => {
    renderWith(projectModule(layout1));
    expect(screen.getByAltText('智慧社区新零售封面').getAttribute('src')).toContain(
      'resize,m_fill,w_200,h_200',
    );
  });

  test('layout 4 is text only with introduction, tags, amount and intention count', () => {
    const { container } = renderWith(projectModule(layout4));
    expect(container.querySelectorAll('img, [role="img"]')).toHaveLength(0);
    const first = card('智慧社区新零售');
    expect(within(first).getByText('社区便利店数字化升级，单店回本周期 14 个月')).toBeTruthy();
    expect(within(first).getByText('连锁')).toBeTruthy();
    expect(first.textContent).toContain('合作金额20-50万元');
  });

  test('R9.05 project cards show at most 3 tags', () => {
    renderWith(projectModule(tags));
    const shown = card('五个标签只显示三个').querySelectorAll('.bc-project-card__tag');
    expect([...shown].map((tag) => tag.textContent)).toEqual(['餐饮', '连锁', '总部扶持']);
  });

  test.each([
    ['R5.18 min and max both present gives min-max with unit', '最低与最高都有', '20-50万元'],
    ['R5.18 only min and not 0 gives min with unit', '只有最低金额', '100万元'],
    ['R5.18 min 0 alone gives none', '最低金额为 0', ''],
    ['R5.18 no amounts give none', '没有金额', ''],
    ['R5.18 only max gives none', '只有最高金额', ''],
    ['R9.05 default investment unit 万元', '单位缺省', '8-15万元'],
    ['R5.18 the configured unit is kept', '其他单位', '9800-19800元'],
  ])('%s', (_rule, name, shown) => {
    renderWith(projectModule(amounts));
    const amount = card(name).querySelector('.bc-project-card__amount');
    expect(amount?.textContent ?? '').toBe(shown && `合作金额${shown}`);
  });

  test.each([
    ['R5.17 under 5 digits whole', '四位数', '9999人有意向'],
    ['R5.17 5 to 8 digits in 万 with one decimal', '五位数', '12.8万人有意向'],
    ['R5.17 8 digits stay in 万', '八位数', '9999.9万人有意向'],
    ['R5.17 over 8 digits in 亿 with two decimals', '九位数', '1.23亿人有意向'],
    ['R5.17 huge counts stay in 亿', '天文数字', '12345.67亿人有意向'],
    ['nobody yet shows no count', '无人意向', ''],
    ['an absent count shows nothing', '缺省', ''],
  ])('%s', (_rule, name, shown) => {
    renderWith(projectModule(intentions));
    expect(card(name).querySelector('.bc-project-card__intention')?.textContent ?? '').toBe(shown);
  });

  test('a tap emits openProject with the project id and name', () => {
    const { dispatch } = renderWith(projectModule(layout2));
    fireEvent.click(screen.getByRole('button', { name: 'AI 智能客服 SaaS 区域代理' }));
    expect(dispatch).toHaveBeenCalledTimes(1);
    expect(dispatch).toHaveBeenCalledWith({
      kind: 'openProject',
      projectId: '9003',
      projectName: 'AI 智能客服 SaaS 区域代理',
    });
  });

  test('the introduction, tags and footer describe the card to screen readers', () => {
    renderWith(projectModule(layout1));
    const described = (
      screen.getByRole('button', { name: '智慧社区新零售' }).getAttribute('aria-describedby') ?? ''
    ).split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      '社区便利店数字化升级，单店回本周期 14 个月',
      '连锁低门槛总部扶持',
      '合作金额20-50万元1.2万人有意向',
    ]);
  });

  test('a missing cover keeps its box as a neutral placeholder named by the project', () => {
    renderWith(projectModule(missingCover));
    const placeholder = screen.getByRole('img', { name: '没有封面的项目封面' });
    expect(placeholder.classList.contains('bc-picture--broken')).toBe(true);
    expect(placeholder.style.aspectRatio).not.toBe('');
  });

  test('an empty list renders nothing', () => {
    const { container } = renderWith(projectModule(empty));
    expect(container.querySelectorAll('button')).toHaveLength(0);
    expect(container.innerHTML).toBe('');
  });
});
