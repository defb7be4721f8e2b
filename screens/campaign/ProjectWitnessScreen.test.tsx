// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { readQuery } from '../../lib/query.ts';
import type { Envelope } from '../../lib/wire.ts';
import { campaignScreen } from './campaign-screen.ts';
import type { CampaignPage } from './load-campaign.ts';
import { type Answers, chinaTime, client, component, ok, show } from './test-campaign-page.tsx';

const PROJECTS = [
  { projectId: '10101', projectName: '县域冷链物流', logo: 'campaign/a.jpg', votes: 1286 },
  { projectId: '10102', projectName: '智慧农业云平台', logo: 'campaign/b.jpg', votes: 1024 },
  { projectId: '10103', projectName: '社区康养驿站', logo: 'campaign/c.jpg', votes: 873 },
];
/** Seven more projects, so that the first page is full (ten) and 加载更多 shows. */
const FILLERS = Array.from({ length: 7 }, (_, index) => ({
  projectId: `2010${index}`,
  projectName: `项目 ${index}`,
  votes: index,
}));
const COUNTS = PROJECTS.map(({ projectId, votes }) => ({ projectId, votes }));
const witnessComponent = (times = {}) => ({
  ...component('projectWitness', '7601', '101'),
  dailyTimes: 3,
  ...times,
});

/** The witness page's value: its component (times overridden by `times`) and one page of projects. */
const witnessPage = (times = {}, more = false): CampaignPage => ({
  kind: 'projectWitness',
  witness: {
    component: witnessComponent(times),
    first: { records: more ? [...PROJECTS, ...FILLERS] : PROJECTS, total: more ? 11 : 3 },
  },
});

/** The answers: the component, the counts, the visitor's standing (`witnessed`, `left`), and `more`. */
function witnessAnswers(
  more: Answers = {},
  { witnessed = [] as string[], left = 3 } = {},
  times = {},
): Answers {
  return {
    pageComponentConfigGetComponentById: ok(witnessComponent(times)),
    activityActiveProjectWitnessSelectPage: ok({ records: PROJECTS, total: 3 }),
    activeProjectWitnessVoteList: ok(COUNTS),
    activeProjectWitnessVote: ok({ projectIds: witnessed }),
    activeProjectWitnessVoteAvailable: ok({ available: left, daily: 3 }),
    ...more,
  };
}

const buttonOf = (name: string) =>
  (screen.getByText(name).closest('li') as HTMLElement).querySelector(
    '.bc-vote__button',
  ) as HTMLButtonElement;
const open = (name: string) => vi.waitFor(() => expect(buttonOf(name).disabled).toBe(false));
const sent = (call: ReturnType<typeof client>['call'], name: string) =>
  call.mock.calls.filter(([called]) => called === name);

afterEach(() => vi.restoreAllMocks());

describe('the per-project witness on the campaign page (docs/campaign-mechanics.md)', () => {
  test('the loader: the component, then the first page of its projects', async () => {
    const { api, call } = client(
      witnessAnswers({
        activityActiveProjectWitnessSelectPage: ok({
          records: Array.from({ length: 10 }, (_, index) => ({ projectId: String(index) })),
          total: 12,
        }),
      }),
    );
    const page = await campaignScreen.load(api, readQuery('id=7601'));
    expect(page).toMatchObject({ kind: 'projectWitness', witness: { first: { total: 12 } } });
    expect(call).toHaveBeenCalledWith('activityActiveProjectWitnessSelectPage', {
      body: { activeId: '101', pageNum: 1, pageSize: 10 },
    });
    expect(campaignScreen.preload?.(page)).toEqual(['screens/campaign/ProjectWitnessScreen.tsx']);
  });

  test('not logged in: 见证 can be tapped, how many a day, and nothing personal is asked', async () => {
    const call = show(witnessPage(), witnessAnswers(), false);
    expect(await screen.findByText('每人每天可见证 3 个项目')).toBeTruthy();
    await open('县域冷链物流');
    expect(screen.getByText('1286 人见证')).toBeTruthy();
    expect(sent(call, 'activeProjectWitnessVote')).toEqual([]);
    expect(sent(call, 'activeProjectWitnessVoteAvailable')).toEqual([]);
  });

  test('R9.03 logged in with votes left: ten taps witness once with an idempotency key, 见证成功, the count, 已见证 and one vote less', async () => {
    const notify = vi.fn();
    const call = show(
      witnessPage(),
      witnessAnswers(
        { activeProjectWitnessVoteAdd: ok({ projectId: '10102', votes: 1025, available: 1 }) },
        { witnessed: ['10101'], left: 2 },
      ),
      true,
      notify,
    );
    expect(await screen.findByText('今日剩余 2 票')).toBeTruthy();
    expect(buttonOf('县域冷链物流').textContent).toBe('已见证');
    await open('智慧农业云平台');
    for (let tap = 0; tap < 10; tap += 1) fireEvent.click(buttonOf('智慧农业云平台'));
    expect(await screen.findByText('1025 人见证')).toBeTruthy();
    expect(buttonOf('智慧农业云平台').textContent).toBe('已见证');
    expect(screen.getByText('今日剩余 1 票')).toBeTruthy();
    expect(notify).toHaveBeenCalledWith('见证成功', expect.anything());
    const casts = sent(call, 'activeProjectWitnessVoteAdd');
    expect(casts).toHaveLength(1);
    expect(casts[0]?.[1]).toMatchObject({
      params: { id: '10102' },
      query: { activeId: '101' },
      headers: { 'Idempotency-Key': expect.any(String) },
    });
    expect(buttonOf('社区康养驿站').disabled).toBe(false);
  });

  test('the votes left asked at the login but answered after the witness do not undo it', async () => {
    let answerLate: (envelope: Envelope) => void = () => undefined;
    const late = new Promise<Envelope>((resolve) => {
      answerLate = resolve;
    });
    show(
      witnessPage(),
      witnessAnswers({
        activeProjectWitnessVoteAdd: ok({ projectId: '10102', votes: 1025, available: 2 }),
        // The answer a fake client gives may be a promise (api/test-call.ts).
        activeProjectWitnessVoteAvailable: () => late as unknown as Envelope,
      }),
      true,
    );
    await open('智慧农业云平台');
    fireEvent.click(buttonOf('智慧农业云平台'));
    expect(await screen.findByText('今日剩余 2 票')).toBeTruthy();
    await act(async () => answerLate(ok({ available: 3, daily: 3 })));
    expect(screen.getByText('今日剩余 2 票')).toBeTruthy();
  });

  test('none left today: 今日见证票已用完，明天再来, 票已用完 on the projects not witnessed', async () => {
    show(witnessPage(), witnessAnswers({}, { witnessed: ['10101'], left: 0 }), true);
    expect(await screen.findByText('今日见证票已用完，明天再来')).toBeTruthy();
    expect(buttonOf('智慧农业云平台').textContent).toBe('票已用完');
    expect(buttonOf('智慧农业云平台').disabled).toBe(true);
    expect(buttonOf('县域冷链物流').textContent).toBe('已见证');
  });

  test('refused as already witnessed (40010, another tab): the message, 已见证, and the standing asked again', async () => {
    const notify = vi.fn();
    const call = show(
      witnessPage(),
      witnessAnswers({
        activeProjectWitnessVoteAdd: { code: 40010, message: '您已见证过该项目', data: null },
      }),
      true,
      notify,
    );
    await open('社区康养驿站');
    fireEvent.click(buttonOf('社区康养驿站'));
    await vi.waitFor(() => expect(buttonOf('社区康养驿站').textContent).toBe('已见证'));
    expect(notify).toHaveBeenCalledWith('您已见证过该项目', { type: 'error' });
    await vi.waitFor(() => expect(sent(call, 'activeProjectWitnessVote')).toHaveLength(2));
  });

  test('refused as none left (40015): the message, 票已用完, and the votes asked again', async () => {
    const notify = vi.fn();
    let asked = 0;
    show(
      witnessPage(),
      witnessAnswers({
        activeProjectWitnessVoteAdd: {
          code: 40015,
          message: '今日见证票已用完，明天再来',
          data: null,
        },
        // Another tab spent the day's votes after this page asked.
        activeProjectWitnessVoteAvailable: () => ok({ available: asked++ === 0 ? 3 : 0, daily: 3 }),
      }),
      true,
      notify,
    );
    await open('社区康养驿站');
    fireEvent.click(buttonOf('社区康养驿站'));
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith('今日见证票已用完，明天再来', { type: 'error' }),
    );
    await vi.waitFor(() => expect(buttonOf('智慧农业云平台').textContent).toBe('票已用完'));
    expect(screen.getByText('今日见证票已用完，明天再来')).toBeTruthy();
    expect(asked).toBe(2);
  });

  test('a lost answer says 网络异常，请稍后再试 and the retry carries the same idempotency key', async () => {
    const notify = vi.fn();
    let lost = true;
    const call = show(
      witnessPage(),
      witnessAnswers({
        activeProjectWitnessVoteAdd: () => {
          if (lost) throw new Error('offline');
          return ok({ projectId: '10103', votes: 874, available: 2 });
        },
      }),
      true,
      notify,
    );
    await open('社区康养驿站');
    const realNow = Date.now.bind(Date);
    fireEvent.click(buttonOf('社区康养驿站'));
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith('网络异常，请稍后再试', { type: 'error' }),
    );
    await open('社区康养驿站');
    lost = false;
    // Past the 3000 ms guard (R9.03).
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 4000);
    fireEvent.click(buttonOf('社区康养驿站'));
    expect(await screen.findByText('874 人见证')).toBeTruthy();
    const [first, second] = sent(call, 'activeProjectWitnessVoteAdd');
    expect(second?.[1]?.headers).toEqual(first?.[1]?.headers);
  });

  test('加载更多 adds the next page (a failure keeps what is shown, with 加载失败，点击重试), then 已经到底了', async () => {
    let down = true;
    const call = show(
      witnessPage({}, true),
      witnessAnswers({
        activityActiveProjectWitnessSelectPage: () => {
          if (down) throw new Error('offline');
          return ok({
            records: [{ projectId: '10111', projectName: '光伏屋顶合伙人', votes: 366 }],
            total: 11,
          });
        },
      }),
      false,
    );
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await screen.findByRole('button', { name: '加载失败，点击重试' });
    expect(screen.queryByText('光伏屋顶合伙人')).toBeNull();
    down = false;
    fireEvent.click(await screen.findByRole('button', { name: '加载失败，点击重试' }));
    expect(await screen.findByText('光伏屋顶合伙人')).toBeTruthy();
    expect(screen.getByText('已经到底了')).toBeTruthy();
    expect(screen.getByText('县域冷链物流')).toBeTruthy();
    expect(
      sent(call, 'activityActiveProjectWitnessSelectPage').map(([, options]) => options),
    ).toEqual([
      expect.objectContaining({ body: { activeId: '101', pageNum: 2, pageSize: 10 } }),
      expect.objectContaining({ body: { activeId: '101', pageNum: 2, pageSize: 10 } }),
    ]);
  });

  test('over: 见证已结束, and 已见证 on what the visitor witnessed', async () => {
    const over = { startTime: chinaTime(-120), endTime: chinaTime(-60) };
    show(witnessPage(over), witnessAnswers({}, { witnessed: ['10102'] }, over), true);
    await vi.waitFor(() => expect(buttonOf('县域冷链物流').textContent).toBe('见证已结束'));
    await vi.waitFor(() => expect(buttonOf('智慧农业云平台').textContent).toBe('已见证'));
  });

  test('before its start: 即将开始 and the countdown to it', async () => {
    const later = { startTime: chinaTime(2 * 24 * 60), endTime: chinaTime(3 * 24 * 60) };
    show(witnessPage(later), witnessAnswers({}, {}, later), false);
    expect(await screen.findByRole('timer')).toBeTruthy();
    expect(buttonOf('县域冷链物流').textContent).toBe('即将开始');
  });
});
