// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { Intent } from '../../actions/intent.ts';
import { resolve } from '../../actions/resolve.ts';
import { testContext } from '../../actions/test-context.ts';
import { ActionProvider } from '../../actions/use-action.tsx';
import { ApiError } from '../../api/api-error.ts';
import type { ApiClient } from '../../api/client.ts';
import { fakeApiCall } from '../../api/test-call.ts';
import activity88 from '../../fixtures/screens/business-activity-88.json';
import opportunity9001 from '../../fixtures/screens/business-9001.json';
import bare from '../../fixtures/screens/business-bare.json';
import { readQuery } from '../../lib/query.ts';
import type { Envelope } from '../../lib/wire.ts';
import { PageLoadError } from '../../runtime/page-load-error.ts';
import { ScreenBody } from '../shared/ScreenBody.tsx';
import { businessOpportunityScreen } from './business-opportunity.ts';
import { bussinessScreen } from './bussiness.ts';
import type { BusinessPage } from './load-business.ts';

type Answers = Partial<Record<string, Envelope | Error>>;

function client(answers: Answers) {
  const call = fakeApiCall((name) => {
    const answer = answers[name];
    if (answer instanceof Error) throw answer;
    return answer ?? { code: 404, data: null, message: `no answer for ${name}` };
  });
  return { api: { call, setSessionRecovery: vi.fn() } satisfies ApiClient, call };
}

const GOOD = {
  commercialOpportunityGetDetailByid: opportunity9001,
  activeCommercialFind: activity88,
};

function loaded(answers: Answers, search = 'activeId=88&projectId=9001'): Promise<BusinessPage> {
  return businessOpportunityScreen.load(client(answers).api, readQuery(search));
}

describe('business opportunity loader', () => {
  test('asks for the opportunity by its project id and for the activity it was opened from', async () => {
    const { api, call } = client(GOOD);
    const page = await businessOpportunityScreen.load(api, readQuery('activeId=88&projectId=9001'));
    expect(call).toHaveBeenCalledWith(
      'commercialOpportunityGetDetailByid',
      expect.objectContaining({ query: { id: '9001' } }),
    );
    expect(call).toHaveBeenCalledWith(
      'activeCommercialFind',
      expect.objectContaining({ params: { id: '88' } }),
    );
    expect(page.opportunity.title).toBe('社区店加盟合伙人');
    expect(page.activity?.list).toHaveLength(5);
    expect(page.content).toContain('<h3>合作方式</h3>');
    expect(page.opportunity).not.toHaveProperty('content');
  });

  test('without an activeId the activity is not asked for', async () => {
    const { api, call } = client(GOOD);
    const page = await businessOpportunityScreen.load(api, readQuery('projectId=9001'));
    expect(page.activity).toBeNull();
    expect(call).not.toHaveBeenCalledWith('activeCommercialFind', expect.anything());
  });

  test('without a projectId it says the address lacks the opportunity number', async () => {
    await expect(loaded(GOOD, 'activeId=88')).rejects.toEqual(
      new PageLoadError('missing-id', '页面地址不完整，缺少商机编号'),
    );
  });

  test("an unknown opportunity fails with the server's message", async () => {
    const notFound = { code: 404, data: null, message: '商机不存在: 1' };
    await expect(
      loaded({ ...GOOD, commercialOpportunityGetDetailByid: notFound }),
    ).rejects.toMatchObject({ failure: 'server', message: '商机不存在: 1' });
  });

  test('a failing activity leaves its parts out, never the page', async () => {
    const page = await loaded({
      ...GOOD,
      activeCommercialFind: new ApiError('network', 'activeCommercialFind'),
    });
    expect(page.activity).toBeNull();
  });

  test('the rich text is sanitized: scripts and handlers gone', async () => {
    const hostile = {
      code: 1,
      message: '',
      data: { id: 1, title: 't', content: '<p>好</p><script>x()</script><img src=a onerror=x()>' },
    };
    const page = await loaded({ ...GOOD, commercialOpportunityGetDetailByid: hostile });
    expect(page.content).toContain('<p>好</p>');
    expect(page.content).not.toMatch(/script|onerror/);
  });
});

describe('bussiness and business-opportunity', () => {
  test('are one screen under two HTML names (spec §2)', () => {
    expect([businessOpportunityScreen.html, bussinessScreen.html]).toEqual([
      'business-opportunity.html',
      'bussiness.html',
    ]);
    expect(bussinessScreen.load).toBe(businessOpportunityScreen.load);
    expect(bussinessScreen.Screen).toBe(businessOpportunityScreen.Screen);
  });

  test('title, share and page view (project_id, project_name)', async () => {
    const page = await loaded(GOOD);
    expect(businessOpportunityScreen.title(page)).toBe('社区店加盟合伙人');
    expect(businessOpportunityScreen.share?.(page)).toEqual({
      title: '社区店加盟合伙人',
      desc: '区域独家，总部全程扶持开店',
      image: 'biz/9001.jpg',
    });
    expect(businessOpportunityScreen.pageView?.(page)).toEqual({
      project_id: '9001',
      project_name: '智慧社区新零售',
    });
  });
});

describe('business opportunity screen', () => {
  function renderScreen(
    load: () => Promise<BusinessPage>,
    dispatch = vi.fn<(intent: Intent) => void>(),
  ) {
    render(
      <ActionProvider dispatch={dispatch}>
        <ScreenBody
          screen={businessOpportunityScreen}
          load={load}
          query={readQuery('activeId=88&projectId=9001')}
          search="activeId=88&projectId=9001"
        />
      </ActionProvider>,
    );
    return dispatch;
  }

  test('shows its skeleton while loading', () => {
    renderScreen(() => new Promise(() => undefined));
    expect(screen.getByRole('main', { busy: true })).toBeTruthy();
  });

  test('shows the opportunity, its facts, the activity, the rich text and the other opportunities', async () => {
    renderScreen(() => loaded(GOOD));
    expect(await screen.findByRole('heading', { level: 1, name: '社区店加盟合伙人' })).toBeTruthy();
    const facts = screen.getByRole('heading', { level: 1 }).parentElement?.querySelector('dl');
    expect(facts?.textContent).toBe('合作金额20-50万元所属行业零售所在地区上海发布日期2025-05-20');
    expect(screen.getByText('来自活动').parentElement?.textContent).toBe(
      '来自活动2025 春季项目路演',
    );
    expect(screen.getByRole('heading', { level: 3, name: '合作方式' })).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['商机详情', '更多商机']);
    expect(screen.queryByRole('button', { name: '社区店加盟合伙人' })).toBeNull();
    expect(screen.getByRole('button', { name: '城市快充站场地合作' })).toBeTruthy();
  });

  test('R4.06 another opportunity opens business-opportunity with the activity carried and its project id', async () => {
    const opened: string[] = [];
    const search = 'activeId=88&projectId=9001&utm_source=u&code=c';
    renderScreen(
      () => loaded(GOOD),
      vi.fn((intent: Intent) => {
        for (const effect of resolve(
          intent,
          testContext('browser', false, { search, query: readQuery(search), page: {} }),
        ))
          if (effect.type === 'open') opened.push(effect.url);
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: '川味快餐城市代理' }));
    expect(opened).toEqual(['/business-opportunity.html?projectId=9004&activeId=88&utm_source=u']);
  });

  test('查看项目 opens the project through openProject', async () => {
    const dispatch = renderScreen(() => loaded(GOOD));
    fireEvent.click(await screen.findByRole('button', { name: '查看项目' }));
    expect(dispatch).toHaveBeenCalledWith({
      kind: 'openProject',
      projectId: '9001',
      projectName: '智慧社区新零售',
    });
  });

  test('an opportunity with nothing but its title: 暂无详细介绍, no facts, no other opportunities', async () => {
    renderScreen(() => loaded({ commercialOpportunityGetDetailByid: bare }, 'projectId=9007'));
    expect(await screen.findByRole('heading', { level: 1, name: '智慧停车改造合作' })).toBeTruthy();
    expect(screen.getByText('暂无详细介绍')).toBeTruthy();
    expect(screen.queryByText('来自活动')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '商机详情',
    ]);
  });

  test('a failure shows its message with 重试, which loads again', async () => {
    const load = vi
      .fn<() => Promise<BusinessPage>>()
      .mockRejectedValueOnce(new PageLoadError('server', '商机不存在: 1'))
      .mockImplementation(() => loaded(GOOD));
    renderScreen(load);
    expect((await screen.findByRole('alert')).textContent).toContain('商机不存在: 1');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { level: 1, name: '社区店加盟合伙人' })).toBeTruthy();
  });
});
