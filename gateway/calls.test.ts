import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { post, startTestGateway, type TestGateway } from './test-gateway.ts';

/** 2025-06-01 08:00:00 in China. */
const NOW = Date.UTC(2025, 5, 1, 0, 0, 0);

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway({ now: () => NOW });
});
afterAll(() => t.stop());

async function data(response: Response): Promise<unknown> {
  const body = (await response.json()) as { code: number; data: unknown; message: string };
  expect(body, body.message).toMatchObject({ code: 1 });
  return body.data;
}

async function signIn(mobile: string): Promise<string> {
  await data(
    await post(t.base, 'userLogin/sendCode', { mobile, captchaValidate: '', statusCode: 501 }),
  );
  const { code } = (await (await fetch(`${t.base}/__dev/sms/latest?mobile=${mobile}`)).json()) as {
    code: string;
  };
  const login = await post(t.base, 'userLogin/mobileLogin', {
    mobile,
    smsCode: code,
    client: 'H5',
    source: 11,
  });
  return login.headers.get('token') ?? '';
}

describe('login', () => {
  test('sendCode → /__dev/sms/latest → mobileLogin gives a token in data and header', async () => {
    await data(
      await post(t.base, 'userLogin/sendCode', {
        mobile: '13912345678',
        captchaValidate: '',
        statusCode: 501,
      }),
    );
    const latest = (await (
      await fetch(`${t.base}/__dev/sms/latest?mobile=13912345678`)
    ).json()) as { mobile: string; code: string };
    expect(latest).toEqual({ mobile: '13912345678', code: expect.stringMatching(/^\d{4}$/) });
    expect(t.logs).toContain(`[sms] 13912345678 ${latest.code}`);

    const response = await post(t.base, 'userLogin/mobileLogin', {
      mobile: '13912345678',
      smsCode: latest.code,
      sourceId: 'msite_mobile',
      scene: 10,
      sceneId: '',
      client: 'H5',
      source: 11,
    });
    const token = response.headers.get('token');
    const answer = (await data(response)) as {
      user: { id: number; encryId: string; mobile: string };
      token: string;
    };
    expect(token).toMatch(/^[\w-]{20,}$/);
    expect(answer.token).toBe(token);
    expect(answer.user).toMatchObject({ mobile: '13912345678', encryId: expect.any(String) });
    expect(t.logs.join('\n')).not.toContain(token ?? 'no token');
  });

  test.each([
    ['', '请输入手机号'],
    ['11345678901', '手机号格式不正确'],
    ['32345678901', '手机号格式不正确'],
    ['1381234567', '手机号格式不正确'],
  ])('R5.03 sendCode refuses mobile "%s": %s', async (mobile, message) => {
    expect(await (await post(t.base, 'userLogin/sendCode', { mobile })).json()).toMatchObject({
      code: 400,
      message,
    });
  });

  test('a wrong code answers 4001 验证码错误', async () => {
    await post(t.base, 'userLogin/sendCode', { mobile: '22345678901' });
    const { code } = (await (
      await fetch(`${t.base}/__dev/sms/latest?mobile=22345678901`)
    ).json()) as { code: string };
    const wrong = code === '0000' ? '1111' : '0000';
    expect(
      await (
        await post(t.base, 'userLogin/mobileLogin', { mobile: '22345678901', smsCode: wrong })
      ).json(),
    ).toMatchObject({ code: 4001, message: '验证码错误' });
  });

  test('encryIdLogin finds the same user the SMS login created', async () => {
    const token = await signIn('13800000001');
    const user = t.gateway.context.db
      .prepare(
        'SELECT l.user_id AS id, u.encry_id AS encryId FROM logins l JOIN users u ON u.id = l.user_id WHERE token = ?',
      )
      .get(token) as { id: number; encryId: string };
    const answer = (await data(
      await post(t.base, 'userLogin/encryIdLogin', { encryId: user.encryId, client: 'APP' }),
    )) as { user: { id: number } };
    expect(answer.user.id).toBe(user.id);
  });

  test("R6.07 the user-identity lookup answers the token's user, and 20210 without one", async () => {
    const token = await signIn('13800000002');
    const known = await post(t.base, 'activeCommon/getUserIdentityAndCache', {}, { token });
    expect(await known.json()).toMatchObject({ code: 1, data: { userId: expect.any(Number) } });
    const anonymous = await post(t.base, 'activeCommon/getUserIdentityAndCache', {});
    expect((await anonymous.json()).code).toBe(20210);
  });
});

describe('stay consult', () => {
  test('the same idempotency key twice stores one row and answers the first id', async () => {
    const payload = {
      activeId: 88,
      mobile: '13912345678',
      source: 1,
      type: 2,
      idempotencyKey: 'consult-key-1',
    };
    const first = (await data(
      await post(t.base, 'newStayConsult/newCommitActivityStayConsult', payload, {
        'Idempotency-Key': 'consult-key-1',
      }),
    )) as { id: number };
    const second = (await data(
      await post(t.base, 'newStayConsult/newCommitActivityStayConsult', payload, {
        'Idempotency-Key': 'consult-key-1',
      }),
    )) as { id: number };
    expect(second.id).toBe(first.id);
    const rows = t.gateway.context.db
      .prepare("SELECT count(*) AS n FROM stay_consults WHERE idempotency_key = 'consult-key-1'")
      .get() as { n: number };
    expect(rows.n).toBe(1);
    expect(
      await data(
        await post(t.base, 'stayConsult/isCommitedStayConsult', {
          activeId: 88,
          mobile: '13912345678',
        }),
      ),
    ).toBe(true);
    expect(
      await data(
        await post(t.base, 'stayConsult/isCommitedStayConsult', {
          activeId: 89,
          mobile: '13912345678',
        }),
      ),
    ).toBe(false);
  });

  test("asked by key, it answers the signed-in visitor's own record only", async () => {
    const owner = await signIn('13800000011');
    const other = await signIn('13800000012');
    const key = { idempotencyKey: 'vip-intention:bosscloud:groupVip:owner' };
    const asked = async (token?: string) =>
      data(await post(t.base, 'stayConsult/isCommitedStayConsult', key, token ? { token } : {}));
    expect(await asked(owner)).toBe(false);
    await data(await post(t.base, 'stayConsult/commitStayConsult', key, { token: owner }));
    expect(await asked(owner)).toBe(true);
    expect(await asked(other)).toBe(false);
    expect(await asked()).toBe(false);
  });

  test('the key may come from the header alone', async () => {
    const first = (await data(
      await post(
        t.base,
        'stayConsult/commitStayConsult',
        { activeId: 90 },
        { 'Idempotency-Key': 'header-only' },
      ),
    )) as { id: number };
    const again = (await data(
      await post(
        t.base,
        'stayConsult/commitActivityStayConsult',
        { activeId: 90 },
        { 'Idempotency-Key': 'header-only' },
      ),
    )) as { id: number };
    expect(again.id).toBe(first.id);
  });
});

describe('live', () => {
  test('roomLive/detail answers the live item for room 31', async () => {
    expect(await data(await post(t.base, 'roomLive/detail', { roomLiveId: '31' }))).toEqual({
      roomLiveId: 31,
      title: '春季路演直播',
      startTime: '2025-06-01 07:30:00',
      coverOne: 'live/31-now.jpg',
      status: 2,
      isReplay: 0,
      projectList: [
        { projectId: 9001, projectName: '智慧社区新零售' },
        { projectId: 9002, projectName: '新能源汽车充电运营' },
      ],
      liveUrl: 'streams/live.m3u8',
    });
  });

  test.each([
    [32, 1, 0],
    [33, 3, 0],
    [34, 4, 1],
    [35, 4, 0],
  ])('R4.07 room %i has status %i and isReplay %i', async (roomLiveId, status, isReplay) => {
    expect(await data(await post(t.base, 'roomLive/detail', { roomLiveId }))).toMatchObject({
      roomLiveId,
      status,
      isReplay,
    });
  });

  test('an unknown room answers code 404', async () => {
    expect(await (await post(t.base, 'roomLive/detail', { roomLiveId: 999 })).json()).toMatchObject(
      { code: 404 },
    );
  });
});

describe('lookups', () => {
  test('area/tree from the root answers province → city → district', async () => {
    const tree = (await data(await post(t.base, 'area/tree', { regionId: 100000, level: 0 }))) as {
      name: string;
      children: { name: string; children: { name: string }[] }[];
    }[];
    const guangdong = tree.find((province) => province.name === '广东省');
    expect(guangdong?.children.map((city) => city.name)).toEqual(
      expect.arrayContaining(['广州市', '深圳市']),
    );
    expect(
      guangdong?.children
        .find((city) => city.name === '深圳市')
        ?.children.map((district) => district.name),
    ).toContain('南山区');
  });

  test('industry/list has level-2 children', async () => {
    const industries = (await data(await fetch(`${t.base}/api/industry/list`))) as {
      name: string;
      children: { name: string }[];
    }[];
    expect(
      industries.find((industry) => industry.name === '餐饮')?.children.map((child) => child.name),
    ).toContain('火锅');
  });

  test('common/searchCompany matches part of a name', async () => {
    expect(
      await data(await post(t.base, 'common/searchCompany', { companyName: '杭州云启' })),
    ).toEqual(['杭州云启科技有限公司']);
  });

  test('dictionary 51 answers the captcha flag as a string', async () => {
    expect(
      await data(
        await post(t.base, 'commonDict/queryCommonDictList', {
          dictType: 51,
          pageIndex: 0,
          pageSize: 0,
        }),
      ),
    ).toMatchObject({ app_yidun_is_use: 'false' });
  });

  test('R5.11 dict/kv/job answers the seven job choices in order', async () => {
    const jobs = (await data(await post(t.base, 'dict/kv/job', {}))) as { value: string }[];
    expect(jobs.map((job) => job.value)).toEqual([
      '董事长',
      '总经理',
      '经理',
      '法人',
      '总裁',
      'CEO',
      '其他',
    ]);
  });
});

describe('certification and uploads', () => {
  test('certification needs a session, checks R5.11 limits; R4.11 a leader of a registered company is certified at once, anyone else waits', async () => {
    const form = {
      authCompany: '杭州云启科技有限公司',
      authName: '张三',
      authJob: '总经理',
      authMaterial: 'uploads/x.png',
    };
    expect(await (await post(t.base, 'authApprove/artificial', form)).json()).toMatchObject({
      code: 20210,
    });
    const token = await signIn('13800000002');
    expect(
      await (
        await post(t.base, 'authApprove/artificial', { ...form, authName: '' }, { token })
      ).json(),
    ).toMatchObject({ message: '请输入姓名' });
    expect(
      await (
        await post(
          t.base,
          'authApprove/artificial',
          { ...form, authCompany: '公'.repeat(26) },
          { token },
        )
      ).json(),
    ).toMatchObject({ code: 400 });
    expect(await data(await post(t.base, 'authApprove/queryAuthApprove', {}, { token }))).toEqual({
      status: 0,
    });
    expect(
      await data(
        await post(t.base, 'authApprove/artificial', { ...form, authJob: '经理' }, { token }),
      ),
    ).toEqual({ id: expect.any(Number), status: 1 });
    expect(await data(await post(t.base, 'authApprove/queryAuthApprove', {}, { token }))).toEqual({
      status: 1,
    });
    expect(await data(await post(t.base, 'authApprove/artificial', form, { token }))).toEqual({
      id: expect.any(Number),
      status: 2,
    });
    expect(await data(await post(t.base, 'authApprove/queryAuthApprove', {}, { token }))).toEqual({
      status: 2,
    });
    const unregistered = await signIn('13800000001');
    expect(
      await data(
        await post(
          t.base,
          'authApprove/artificial',
          { ...form, authCompany: '不在工商登记里的公司' },
          { token: unregistered },
        ),
      ),
    ).toEqual({ id: expect.any(Number), status: 1 });
  });

  test('an upload under the token dir is served back under /storage/', async () => {
    const policy = (await data(await fetch(`${t.base}/api/oss/getToken`))) as {
      host: string;
      dir: string;
    };
    expect(policy).toMatchObject({ host: '/api/oss/upload', dir: 'uploads/20250601/' });
    const form = new FormData();
    form.set('key', `${policy.dir}card.png`);
    form.set(
      'file',
      new Blob([Buffer.from('not really a png')], { type: 'image/png' }),
      'card.png',
    );
    const { url } = (await data(
      await fetch(`${t.base}${policy.host}`, { method: 'POST', body: form }),
    )) as { url: string };
    expect(url).toBe('uploads/20250601/card.png');
    const served = await fetch(`${t.base}/storage/${url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(await served.text()).toBe('not really a png');
  });
});
