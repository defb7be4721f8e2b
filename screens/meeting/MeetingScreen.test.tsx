// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { ApiClient } from '../../api/client.ts';
import { fakeApiCall } from '../../api/test-call.ts';
import explanations from '../../fixtures/screens/meeting-explanations.json';
import invitation51 from '../../fixtures/screens/meeting-invitation-51.json';
import invitationProjects51 from '../../fixtures/screens/meeting-invitation-51-projects.json';
import meeting3321 from '../../fixtures/screens/meeting-3321.json';
import { readQuery } from '../../lib/query.ts';
import type { Envelope } from '../../lib/wire.ts';
import { PageLoadError } from '../../runtime/page-load-error.ts';
import { ScreenBody } from '../shared/ScreenBody.tsx';
import type { MeetingPage } from './load-meeting.ts';
import type { MeetingState } from './meeting-state.ts';
import { meetingSignUpScreen } from './unicorn-meeting-signup.ts';

type Answers = Partial<Record<string, Envelope | Error>>;

/** 2026-03-10 12:00:00 in China: meeting 3321's sign-up is open. */
const NOW = Date.UTC(2026, 2, 10, 4, 0, 0);

function client(answers: Answers) {
  const call = fakeApiCall((name) => {
    const answer = answers[name];
    if (answer instanceof Error) throw answer;
    return answer ?? { code: 404, data: null, message: `no answer for ${name}` };
  });
  return { api: { call, setSessionRecovery: vi.fn() } satisfies ApiClient, call };
}

const GOOD: Answers = {
  conferenceMeetingDataFind: meeting3321,
  apiMeetingServiceGetMeetingExtendedExplainListBy: explanations,
};

/** The page's query as the route reads it: the shared reader's, and its own `invitationId`. */
function query(search: string) {
  return meetingSignUpScreen.ownQuery?.(readQuery(search), search) ?? readQuery(search);
}

function load(answers: Answers, search = 'mid=3321&RegistereSource=11'): Promise<MeetingPage> {
  return meetingSignUpScreen.load(client(answers).api, query(search));
}

const INVITED: Answers = {
  ...GOOD,
  conferenceInvitationGetInvitationInfoById: invitation51,
  conferenceInvitationSelectInvitationProjectList: invitationProjects51,
};
const FROM_INVITATION = 'mid=3321&RegistereSource=11&invitationId=51&utm_source=wx';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('unicorn-meeting-signup loader', () => {
  test('asks for the meeting by mid and its explanations for visitors (IsForManage=0)', async () => {
    const { api, call } = client(GOOD);
    const page = await meetingSignUpScreen.load(api, readQuery('mid=3321&RegistereSource=11'));
    expect(call).toHaveBeenCalledWith(
      'conferenceMeetingDataFind',
      expect.objectContaining({ params: { id: '3321' } }),
    );
    expect(call).toHaveBeenCalledWith(
      'apiMeetingServiceGetMeetingExtendedExplainListBy',
      expect.objectContaining({ query: { Mid: '3321', IsForManage: 0 } }),
    );
    expect(page.state).toBe('open');
    expect(page.explanations).toHaveLength(3);
  });

  test('without mid there is nothing to ask for', async () => {
    await expect(load(GOOD, 'RegistereSource=11')).rejects.toThrow('缺少会议编号');
  });

  test("an unknown meeting fails with the service's message; failing explanations are left out", async () => {
    await expect(
      load({ conferenceMeetingDataFind: { code: 404, data: null, message: '会议不存在: 9' } }),
    ).rejects.toEqual(new PageLoadError('server', '会议不存在: 9'));
    const page = await load({
      ...GOOD,
      apiMeetingServiceGetMeetingExtendedExplainListBy: new Error('down'),
    });
    expect(page.explanations).toEqual([]);
  });

  test('opened with invitationId: the invitation and its projects, asked by that id', async () => {
    const { api, call } = client(INVITED);
    const page = await meetingSignUpScreen.load(api, query(FROM_INVITATION));
    for (const name of [
      'conferenceInvitationGetInvitationInfoById',
      'conferenceInvitationSelectInvitationProjectList',
    ])
      expect(call).toHaveBeenCalledWith(name, expect.objectContaining({ params: { id: '51' } }));
    expect(page.invitation?.invitation).toMatchObject({ id: '51', inviterName: '李明' });
    expect(page.invitation?.projects.map((project) => project.projectId)).toEqual([
      '9001',
      '9002',
      '9005',
    ]);
    const { call: plain } = client(GOOD);
    await meetingSignUpScreen.load({ call: plain, setSessionRecovery: vi.fn() }, query('mid=3321'));
    expect(plain).not.toHaveBeenCalledWith(
      'conferenceInvitationGetInvitationInfoById',
      expect.anything(),
    );
  });

  test('an invitation that fails, is unknown or is for another meeting is left out; the meeting is not', async () => {
    for (const info of [
      new Error('down'),
      { code: 404, data: null, message: '邀请不存在: 51' },
      { ...invitation51, data: { ...invitation51.data, mid: 3324 } },
    ]) {
      const page = await load(
        { ...INVITED, conferenceInvitationGetInvitationInfoById: info },
        FROM_INVITATION,
      );
      expect(page.meeting.id).toBe('3321');
      expect(page.invitation).toBeUndefined();
    }
    const withoutProjects = await load(
      { ...INVITED, conferenceInvitationSelectInvitationProjectList: new Error('down') },
      FROM_INVITATION,
    );
    expect(withoutProjects.invitation?.projects).toEqual([]);
  });

  test('the page view carries meeting_activity_id, _name and _state (spec §3)', async () => {
    const page = await load(GOOD);
    expect(meetingSignUpScreen.pageView?.(page)).toEqual({
      meeting_activity_id: '3321',
      meeting_activity_name: '2026 天九共享·新经济企业家峰会（上海站）',
      meeting_activity_state: '报名中',
    });
  });
});

async function shown(state: MeetingState, change: Record<string, unknown> = {}) {
  const page = await load({
    ...GOOD,
    conferenceMeetingDataFind: { ...meeting3321, data: { ...meeting3321.data, ...change } },
  });
  expect(page.state).toBe(state);
  return page;
}

function Body({ page, search = 'mid=3321' }: { page: MeetingPage | undefined; search?: string }) {
  return (
    <ScreenBody
      screen={meetingSignUpScreen}
      load={() => new Promise<never>(() => undefined)}
      initial={page && { status: 'ready', value: page }}
      query={query(search)}
      search={search}
    />
  );
}

describe('unicorn-meeting-signup states (docs/conference.md)', () => {
  test('open: the badge 报名中, when, where without the trailing 市, the places and the deadline', async () => {
    render(<Body page={await shown('open')} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      '2026 天九共享·新经济企业家峰会（上海站）',
    );
    expect(screen.getByText('报名中')).toBeTruthy();
    expect(screen.getByText('2026-03-24 09:00 - 17:30')).toBeTruthy();
    expect(screen.getByText('上海 · 浦东新区世纪大道 1 号 国际会议中心 3 楼')).toBeTruthy();
    expect(screen.getByText('已报名 57 / 200 人')).toBeTruthy();
    expect(screen.getByText('报名截止 2026-03-23 18:00')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '会议说明' })).toBeTruthy();
  });

  test('not open yet: when sign-up opens', async () => {
    render(<Body page={await shown('upcoming', { signUpStartTime: '2026-03-13 10:00:00' })} />);
    expect(screen.getByText('报名未开始')).toBeTruthy();
    expect(screen.getByText('2026-03-13 10:00 开始报名，敬请期待')).toBeTruthy();
  });

  test('full: 名额已满', async () => {
    render(<Body page={await shown('full', { quota: 30, signUpNum: 30 })} />);
    expect(screen.getByText('名额已满')).toBeTruthy();
    expect(screen.getByText('本次会议报名名额已满，感谢您的关注')).toBeTruthy();
  });

  test('closed: 报名已结束', async () => {
    render(<Body page={await shown('closed', { signUpEndTime: '2026-03-08 18:00:00' })} />);
    expect(screen.getByText('报名已结束')).toBeTruthy();
  });

  test('opened from an invitation: who invites and their words, and the projects, each opening its project page', async () => {
    render(<Body page={await load(INVITED, FROM_INVITATION)} search={FROM_INVITATION} />);
    const invitation = screen.getByRole('region', { name: '邀请函' });
    expect(invitation.textContent).toContain('李明 邀请您参加本次会议');
    expect(invitation.textContent).toContain('天九共享集团 · 华东区招商总监');
    expect(invitation.textContent).toContain('诚邀您出席本次峰会');
    const projects = await screen.findByRole('list', { name: '会上路演项目' });
    const links = [...projects.querySelectorAll('a')];
    expect(links.map((link) => link.textContent)).toEqual([
      '智慧社区新零售',
      '新能源汽车充电运营',
      '新式茶饮',
    ]);
    expect(links[0]?.getAttribute('href')).toBe(
      './unicorn-detail.html?projectId=9001&utm_source=wx',
    );
  });

  test('an invitation without projects shows no project block', async () => {
    const page = await load(
      {
        ...INVITED,
        conferenceInvitationSelectInvitationProjectList: { code: 1, message: '', data: [] },
      },
      FROM_INVITATION,
    );
    render(<Body page={page} search={FROM_INVITATION} />);
    expect(screen.getByRole('region', { name: '邀请函' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: '会上路演项目' })).toBeNull();
  });

  test('loading: the skeleton; a failed call: its message and 重试', () => {
    const { container, unmount } = render(<Body page={undefined} />);
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    unmount();
    render(
      <ScreenBody
        screen={meetingSignUpScreen}
        load={() => Promise.reject(new Error('down'))}
        initial={{ status: 'failed', message: '会议不存在: 9' }}
        query={readQuery('mid=9')}
        search="mid=9"
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('会议不存在: 9');
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });

  test('renders on the server to the same text', async () => {
    const html = renderToString(<Body page={await shown('open')} />);
    expect(html).toContain('报名中');
    expect(html).toContain('会议说明');
  });
});
