import { describe, expect, test } from 'vitest';
import { examplesFor, type DevExample } from './dev-examples.ts';

const ALL: DevExample[] = [
  { query: { pageId: '1001' }, label: '活动页' },
  { query: { projectId: '9003' }, label: '项目' },
  { query: { activeId: '88', projectId: '9001' }, label: '商机' },
  { query: { id: '61' }, label: '专题' },
  { query: { roomLiveId: '31' }, label: '直播间' },
  { query: { mid: '3321' }, label: '会议' },
  { query: { mid: '3321', invitationId: '51' }, label: '邀请函', adds: ['invitationId'] },
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
    [
      'the activity page (pageId and others, roomLiveId among them): its pages, not the live rooms',
      ['pageId', 'preview', 'utm_source', 'roomLiveId'],
      ['活动页'],
    ],
    ['a live room (roomLiveId)', ['roomLiveId'], ['直播间']],
    [
      'the meeting page (mid, invitationId): the meeting, and opened from an invitation beside it',
      ['mid', 'invitationId'],
      ['会议', '邀请函'],
    ],
    ['a page reading mid alone: the meeting, not the invitation it cannot read', ['mid'], ['会议']],
    ['a page reading nothing known', ['utm_source'], []],
    ['a page reading nothing', [], []],
  ])('%s', (_case, params, labels) => {
    expect(examplesFor(params, ALL).map((example) => example.label)).toEqual(labels);
  });
});
