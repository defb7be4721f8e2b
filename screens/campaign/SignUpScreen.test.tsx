// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { Envelope } from '../../lib/wire.ts';
import { readQuery } from '../../lib/query.ts';
import { campaignScreen } from './campaign-screen.ts';
import { type Answers, chinaTime, client, component, ok, show } from './test-campaign-page.tsx';
import type { CampaignPage } from './load-campaign.ts';

const PROJECTS = [
  { projectId: '9701', projectName: '县域冷链物流', logo: 'campaign/a.jpg', likes: 326 },
  { projectId: '9702', projectName: '智慧农业云平台', logo: 'campaign/b.jpg', likes: 214 },
];

/** The sign-up page's value, its component's times overridden by `times`. */
const signUpPage = (times = {}): CampaignPage => ({
  kind: 'projectSignUp',
  signUp: {
    component: { ...component('projectSignUp', '7501', '97'), ...times },
    projects: PROJECTS,
  },
});

/** The answers: the component, the projects (`mine` over each, as asked with a token), and `more`. */
function signUpAnswers(more: Answers = {}, mine: object = {}, times = {}): Answers {
  return {
    pageComponentConfigGetComponentById: ok({
      ...component('projectSignUp', '7501', '97'),
      ...times,
    }),
    pageProjectsSignUp: ok({ records: PROJECTS.map((project) => ({ ...project, ...mine })) }),
    ...more,
  };
}

const itemOf = (name: string) => screen.getByText(name).closest('li') as HTMLElement;
/** A project's sign-up button (the row's others: its like, its poster's). */
const buttonOf = (name: string) =>
  itemOf(name).querySelector('.bc-vote__button') as HTMLButtonElement;
const open = async (name: string) =>
  vi.waitFor(() => expect((buttonOf(name) as HTMLButtonElement).disabled).toBe(false));
const sent = (call: ReturnType<typeof client>['call'], name: string) =>
  call.mock.calls.filter(([called]) => called === name);

describe('the project sign-up on the campaign page (docs/campaign-mechanics.md)', () => {
  test('the loader: the component, then its projects', async () => {
    const page = await campaignScreen.load(client(signUpAnswers()).api, readQuery('id=7501'));
    expect(page).toMatchObject({ kind: 'projectSignUp', signUp: { projects: PROJECTS } });
  });

  test('R9.03 logged in: ten taps sign the project up once, the success check, 报名成功, then 已报名', async () => {
    const notify = vi.fn();
    const call = show(
      signUpPage(),
      signUpAnswers(
        {
          updateActiveProjectSignUp: ok({ signUpId: '31' }),
          queryProjectSignUpIsSuccess: ok({ success: 1 }),
        },
        { signedUp: 0, liked: 0 },
      ),
      true,
      notify,
    );
    await open('智慧农业云平台');
    for (let tap = 0; tap < 10; tap += 1) fireEvent.click(buttonOf('智慧农业云平台'));
    await vi.waitFor(() => expect(buttonOf('智慧农业云平台').textContent).toBe('已报名'));
    expect(sent(call, 'updateActiveProjectSignUp')).toEqual([
      ['updateActiveProjectSignUp', { body: { activeId: '97', projectId: '9702' } }],
    ]);
    expect(sent(call, 'queryProjectSignUpIsSuccess')).toEqual([
      ['queryProjectSignUpIsSuccess', { params: { id: '31' } }],
    ]);
    expect(notify).toHaveBeenCalledWith('报名成功', { type: 'success' });
    expect((buttonOf('县域冷链物流') as HTMLButtonElement).disabled).toBe(false);
  });

  test('signed up before (after a reload): the list asked with the token says 已报名', async () => {
    show(signUpPage(), signUpAnswers({}, { signedUp: 1, signUpId: '31' }), true);
    await vi.waitFor(() => expect(buttonOf('县域冷链物流').textContent).toBe('已报名'));
  });

  test('not logged in: 报名 can be tapped; a signed-up flag is not believed without a login', async () => {
    show(signUpPage(), signUpAnswers({}, { signedUp: 1 }), false);
    await open('县域冷链物流');
    expect(buttonOf('县域冷链物流').textContent).toBe('报名');
  });

  test('a refused sign-up says why with 重试, which signs up at once (not held back 3000 ms)', async () => {
    let asked = 0;
    const call = show(
      signUpPage(),
      signUpAnswers({
        updateActiveProjectSignUp: (): Envelope =>
          (asked += 1) === 1
            ? { code: 500, message: '系统繁忙', data: null }
            : ok({ signUpId: '32' }),
        queryProjectSignUpIsSuccess: ok({ success: 1 }),
      }),
      true,
    );
    await open('县域冷链物流');
    fireEvent.click(buttonOf('县域冷链物流'));
    expect((await screen.findByRole('alert')).textContent).toBe('报名失败：系统繁忙');
    expect(buttonOf('县域冷链物流').textContent).toBe('重试');
    fireEvent.click(buttonOf('县域冷链物流'));
    await vi.waitFor(() => expect(buttonOf('县域冷链物流').textContent).toBe('已报名'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent(call, 'updateActiveProjectSignUp')).toHaveLength(2);
  });

  test('a lost answer: 网络异常，请稍后再试 and 重试', async () => {
    show(signUpPage(), signUpAnswers({ updateActiveProjectSignUp: new Error('offline') }), true);
    await open('县域冷链物流');
    fireEvent.click(buttonOf('县域冷链物流'));
    expect((await screen.findByRole('alert')).textContent).toBe('报名失败：网络异常，请稍后再试');
  });

  test('the success check saying no: 报名未成功 and 重试', async () => {
    show(
      signUpPage(),
      signUpAnswers({
        updateActiveProjectSignUp: ok({ signUpId: '33' }),
        queryProjectSignUpIsSuccess: ok({ success: 0 }),
      }),
      true,
    );
    await open('县域冷链物流');
    fireEvent.click(buttonOf('县域冷链物流'));
    expect((await screen.findByRole('alert')).textContent).toBe('报名失败：报名未成功');
    expect(buttonOf('县域冷链物流').textContent).toBe('重试');
  });

  test('signing up: 报名中… while the call is under way', async () => {
    show(
      signUpPage(),
      signUpAnswers({
        updateActiveProjectSignUp: () => new Promise<never>(() => undefined) as never,
      }),
      true,
    );
    await open('县域冷链物流');
    fireEvent.click(buttonOf('县域冷链物流'));
    await vi.waitFor(() => expect(buttonOf('县域冷链物流').textContent).toBe('报名中…'));
    expect((buttonOf('县域冷链物流') as HTMLButtonElement).disabled).toBe(true);
  });

  test('over: 报名已结束', async () => {
    const over = { startTime: chinaTime(-120), endTime: chinaTime(-60) };
    show(signUpPage(over), signUpAnswers({}, {}, over), false);
    await vi.waitFor(() => expect(buttonOf('县域冷链物流').textContent).toBe('报名已结束'));
  });

  test('before its start: 即将开始 and the countdown to it', async () => {
    const later = { startTime: chinaTime(2 * 24 * 60), endTime: chinaTime(3 * 24 * 60) };
    show(signUpPage(later), signUpAnswers({}, {}, later), false);
    expect(await screen.findByRole('timer')).toBeTruthy();
    expect(buttonOf('县域冷链物流').textContent).toBe('即将开始');
  });
});

describe("a signed-up project's poster (spec §7 poster for random)", () => {
  const SIGNED_UP = { signedUp: 1, signUpId: '31' };

  test('生成海报 asks one, through the storage resize; 换一张 asks another', async () => {
    let asked = 0;
    const call = show(
      signUpPage(),
      signUpAnswers(
        {
          activeProjectSignUpGetProjectPosterForRandom: () =>
            ok({ posterUrl: `campaign/poster-${(asked += 1)}.jpg` }),
        },
        SIGNED_UP,
      ),
      true,
    );
    const item = await vi.waitFor(() => itemOf('智慧农业云平台'));
    fireEvent.click(await within(item).findByRole('button', { name: '生成海报' }));
    const first = await within(item).findByRole('img', { name: '智慧农业云平台的海报' });
    expect(first.getAttribute('src')).toMatch(/poster-1\.jpg.*750/);
    fireEvent.click(within(item).getByRole('button', { name: '换一张' }));
    await vi.waitFor(() =>
      expect(
        within(item).getByRole('img', { name: '智慧农业云平台的海报' }).getAttribute('src'),
      ).toMatch(/poster-2\.jpg/),
    );
    expect(
      call.mock.calls.filter(([name]) => name === 'activeProjectSignUpGetProjectPosterForRandom'),
    ).toHaveLength(2);
    expect(call).toHaveBeenCalledWith(
      'activeProjectSignUpGetProjectPosterForRandom',
      expect.objectContaining({ params: { id: '31' } }),
    );
  });

  test('while asked: 海报生成中… and the box busy, 换一张 not tappable', async () => {
    show(
      signUpPage(),
      signUpAnswers(
        {
          activeProjectSignUpGetProjectPosterForRandom: () =>
            new Promise<never>(() => undefined) as never,
        },
        SIGNED_UP,
      ),
      true,
    );
    fireEvent.click((await screen.findAllByRole('button', { name: '生成海报' }))[0] as HTMLElement);
    const note = await screen.findByText('海报生成中…');
    expect(note.closest('figure')?.getAttribute('aria-busy')).toBe('true');
    expect((screen.getByRole('button', { name: '换一张' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  test('failed: 海报生成失败 with why, and 重试 asks again', async () => {
    let asked = 0;
    show(
      signUpPage(),
      signUpAnswers(
        {
          activeProjectSignUpGetProjectPosterForRandom: (): Envelope =>
            (asked += 1) === 1
              ? { code: 404, message: '该项目暂无海报', data: null }
              : ok({ posterUrl: 'campaign/poster-1.jpg' }),
        },
        SIGNED_UP,
      ),
      true,
    );
    fireEvent.click((await screen.findAllByRole('button', { name: '生成海报' }))[0] as HTMLElement);
    expect((await screen.findByRole('alert')).textContent).toBe('海报生成失败：该项目暂无海报');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('img', { name: '县域冷链物流的海报' })).toBeTruthy();
  });

  test('no poster before a sign-up', async () => {
    show(signUpPage(), signUpAnswers({}, { signedUp: 0 }), true);
    await open('县域冷链物流');
    expect(screen.queryByRole('button', { name: '生成海报' })).toBeNull();
  });
});

describe("a project's like (spec §7 clickUserLike2): one per visitor, no undo", () => {
  const likeOf = (name: string) => within(itemOf(name)).getByRole('button', { name: /赞/ });

  test('R6.02 R9.03 logged in: ten taps like once, then 已赞 and the new count, not tappable', async () => {
    const call = show(
      signUpPage(),
      signUpAnswers(
        { activeProjectUserLikeClickUserLike2: ok({ liked: 1, likes: 327 }) },
        { liked: 0 },
      ),
      true,
    );
    await open('县域冷链物流');
    for (let tap = 0; tap < 10; tap += 1) fireEvent.click(likeOf('县域冷链物流'));
    await vi.waitFor(() => expect(likeOf('县域冷链物流').textContent).toBe('已赞 327'));
    expect(likeOf('县域冷链物流').getAttribute('aria-pressed')).toBe('true');
    expect((likeOf('县域冷链物流') as HTMLButtonElement).disabled).toBe(true);
    expect(
      call.mock.calls.filter(([name]) => name === 'activeProjectUserLikeClickUserLike2'),
    ).toEqual([
      [
        'activeProjectUserLikeClickUserLike2',
        { params: { id: '9701' }, query: { activeId: '97' } },
      ],
    ]);
    expect(likeOf('智慧农业云平台').textContent).toBe('赞 214');
  });

  test('liked before (after a reload): 已赞', async () => {
    show(signUpPage(), signUpAnswers({}, { liked: 1 }), true);
    await vi.waitFor(() => expect(likeOf('县域冷链物流').textContent).toBe('已赞 326'));
  });

  test('not logged in: 赞 with the count; a liked flag is not believed without a login', async () => {
    show(signUpPage(), signUpAnswers({}, { liked: 1 }), false);
    await open('县域冷链物流');
    expect(likeOf('县域冷链物流').textContent).toBe('赞 326');
  });

  test('a refused like is a toast and the like can be tapped again', async () => {
    const notify = vi.fn();
    show(
      signUpPage(),
      signUpAnswers({
        activeProjectUserLikeClickUserLike2: { code: 500, message: '系统繁忙', data: null },
      }),
      true,
      notify,
    );
    await open('县域冷链物流');
    fireEvent.click(likeOf('县域冷链物流'));
    await vi.waitFor(() => expect(notify).toHaveBeenCalledWith('系统繁忙', { type: 'error' }));
    expect((likeOf('县域冷链物流') as HTMLButtonElement).disabled).toBe(false);
  });
});
