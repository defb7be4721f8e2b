// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { ActionProvider } from '../../actions/use-action.tsx';
import empty from '../../fixtures/modules/business/empty.json';
import layout1 from '../../fixtures/modules/business/layout-1.json';
import layout2 from '../../fixtures/modules/business/layout-2.json';
import layout3 from '../../fixtures/modules/business/layout-3.json';
import missingCover from '../../fixtures/modules/business/missing-cover.json';
import { validate } from '../../schemas/index.ts';
import type { PageModule } from '../module-props.ts';
import { BusinessList } from './BusinessList.tsx';

interface RecordedModule {
  id: number | string;
  subModuleName: string;
  subModuleJson: unknown;
}

function businessModule(recorded: RecordedModule): PageModule<'business'> {
  const result = validate('business', recorded.subModuleJson);
  if (!result.ok) throw new Error(result.issue.message);
  return {
    kind: 'business',
    id: String(recorded.id),
    name: recorded.subModuleName,
    type: 6,
    data: result.value,
  };
}

function renderWith(module: PageModule<'business'>) {
  const dispatch = vi.fn();
  const view = render(
    <ActionProvider dispatch={dispatch}>
      <BusinessList module={module} />
    </ActionProvider>,
  );
  return { dispatch, ...view };
}

describe('BusinessList', () => {
  test.each([
    [1, layout1],
    [2, layout2],
    [3, layout3],
  ])(
    'layout %i renders each opportunity with cover, title and introduction',
    (layout, recorded) => {
      const { container } = renderWith(businessModule(recorded));
      expect(container.querySelector(`.bc-business--layout-${layout}`)).toBeTruthy();
      expect(screen.getAllByRole('button')).toHaveLength(3);
      expect(screen.getByAltText('充电站城市合伙人').getAttribute('src')).toContain('biz/9002.jpg');
      const card = screen.getByRole('button', { name: '社区店加盟合伙人' });
      expect(within(card.closest<HTMLElement>('.bc-card')!).getByText('区域独家')).toBeTruthy();
    },
  );

  test('the introduction describes the card to screen readers', () => {
    renderWith(businessModule(layout1));
    const card = screen.getByRole('button', { name: 'AI 客服区域代理' });
    expect(document.getElementById(card.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '轻资产、按年订阅、复购高',
    );
  });

  test.each([
    ['a numeric projectId', '社区店加盟合伙人', '9001'],
    ['a projectId sent as a string', 'AI 客服区域代理', '9003'],
  ])('a tap emits openBusiness with the projectId (%s)', (_case, name, projectId) => {
    const { dispatch } = renderWith(businessModule(layout2));
    fireEvent.click(screen.getByRole('button', { name }));
    expect(dispatch).toHaveBeenCalledTimes(1);
    expect(dispatch).toHaveBeenCalledWith({ kind: 'openBusiness', projectId });
  });

  test('missing covers keep their box as neutral placeholders named by the title', () => {
    renderWith(businessModule(missingCover));
    for (const name of ['没有封面的商机', '只有标题']) {
      const placeholder = screen.getByRole('img', { name });
      expect(placeholder.classList.contains('bc-picture--broken')).toBe(true);
    }
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });

  test('an empty list renders nothing', () => {
    const { container } = renderWith(businessModule(empty));
    expect(container.querySelectorAll('button')).toHaveLength(0);
    expect(container.innerHTML).toBe('');
  });
});
