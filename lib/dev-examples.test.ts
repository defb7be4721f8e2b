import { describe, expect, test } from 'vitest';
import { examplesFor, type DevExample } from './dev-examples.ts';

const ALL: DevExample[] = [
  { query: { pageId: '1001' }, label: '活动页' },
  { query: { projectId: '9003' }, label: '项目' },
  { query: { activeId: '88', projectId: '9001' }, label: '商机' },
  { query: { id: '61' }, label: '专题' },
];

describe('which examples the index opens a route with', () => {
  test.each([
    ['a project page (projectId)', ['projectId'], ['项目']],
    [
      'a business opportunity (activeId, projectId): the pair, not a project alone',
      ['activeId', 'projectId'],
      ['商机'],
    ],
    ['a topic (id)', ['id'], ['专题']],
    ['the activity page (pageId and others)', ['pageId', 'preview', 'utm_source'], ['活动页']],
    ['a page reading nothing known', ['utm_source'], []],
    ['a page reading nothing', [], []],
  ])('%s', (_case, params, labels) => {
    expect(examplesFor(params, ALL).map((example) => example.label)).toEqual(labels);
  });
});
