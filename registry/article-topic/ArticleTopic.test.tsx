// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { ActionProvider } from '../../actions/use-action.tsx';
import empty from '../../fixtures/modules/article-topic/empty.json';
import missingCover from '../../fixtures/modules/article-topic/missing-cover.json';
import topics from '../../fixtures/modules/article-topic/topics.json';
import page1001 from '../../fixtures/pages/1001.json';
import { validate } from '../../schemas/index.ts';
import type { PageModule } from '../module-props.ts';
import { ArticleTopic } from './ArticleTopic.tsx';

interface RecordedModule {
  id: number | string;
  subModuleName: string;
  subModuleJson: unknown;
}

function topicModule(recorded: RecordedModule): PageModule<'articleTopic'> {
  const result = validate('articleTopic', recorded.subModuleJson);
  if (!result.ok) throw new Error(result.issue.message);
  return {
    kind: 'articleTopic',
    id: String(recorded.id),
    name: recorded.subModuleName,
    type: 4,
    data: result.value,
  };
}

function renderWith(module: PageModule<'articleTopic'>) {
  const dispatch = vi.fn();
  const view = render(
    <ActionProvider dispatch={dispatch}>
      <ArticleTopic module={module} />
    </ActionProvider>,
  );
  return { dispatch, ...view };
}

describe('ArticleTopic', () => {
  test('renders each topic with cover, title and introduction', () => {
    renderWith(topicModule(topics));
    expect(screen.getAllByRole('button')).toHaveLength(2);
    const card = screen.getByRole('button', { name: '县域经济专题' });
    expect(
      within(card.closest<HTMLElement>('.bc-card')!).getByText('下沉市场的十个机会'),
    ).toBeTruthy();
    expect(
      within(card.closest<HTMLElement>('.bc-card')!)
        .getByAltText('县域经济专题')
        .getAttribute('src'),
    ).toContain('topic/61.jpg');
  });

  test('titleCustom wins over title', () => {
    renderWith(topicModule(topics));
    expect(screen.getByRole('button', { name: '中国老板出海指南' })).toBeTruthy();
    expect(screen.queryByText('出海专题')).toBeNull();
  });

  test('introduceCustom describes the card to screen readers', () => {
    renderWith(topicModule(topics));
    const card = screen.getByRole('button', { name: '中国老板出海指南' });
    expect(document.getElementById(card.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '东南亚、中东、拉美：三条航线的真实打法',
    );
  });

  test('a tap emits openTopic with the topic id', () => {
    const { dispatch } = renderWith(topicModule(topics));
    fireEvent.click(screen.getByRole('button', { name: '中国老板出海指南' }));
    expect(dispatch).toHaveBeenCalledTimes(1);
    expect(dispatch).toHaveBeenCalledWith({ kind: 'openTopic', topicId: '62' });
  });

  test('page 1001 module 5 (专题) renders its topic', () => {
    const recorded = page1001.data.moduleSubs.find((sub) => String(sub.id) === '5');
    if (!recorded) throw new Error('fixture 1001 lost module 5');
    renderWith(topicModule({ ...recorded, subModuleJson: JSON.parse(recorded.subModuleJson) }));
    expect(screen.getByRole('button', { name: '县域经济专题' })).toBeTruthy();
  });

  test('a missing cover keeps its box as a neutral placeholder named by the title', () => {
    renderWith(topicModule(missingCover));
    const placeholder = screen.getByRole('img', { name: '没有封面的专题' });
    expect(placeholder.classList.contains('bc-picture--broken')).toBe(true);
    expect(placeholder.style.aspectRatio).not.toBe('');
  });

  test('an empty list renders nothing', () => {
    const { container } = renderWith(topicModule(empty));
    expect(container.innerHTML).toBe('');
  });
});
