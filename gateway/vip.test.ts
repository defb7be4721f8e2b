import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { post, startTestGateway, type TestGateway } from './test-gateway.ts';

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway();
});
afterAll(() => t.stop());

interface Envelope {
  code: number;
  data: unknown;
  message: string;
}

async function answer(path: string, body: unknown, headers: Record<string, string> = {}) {
  return (await (
    await post(t.base, path, body, { businesskey: 'bosscloud', ...headers })
  ).json()) as Envelope;
}

async function signIn(mobile: string): Promise<string> {
  await post(t.base, 'userLogin/sendCode', { mobile, captchaValidate: '', statusCode: 501 });
  const { code } = (await (await fetch(`${t.base}/__dev/sms/latest?mobile=${mobile}`)).json()) as {
    code: string;
  };
  const login = await post(t.base, 'userLogin/mobileLogin', { mobile, smsCode: code });
  return login.headers.get('token') ?? '';
}

type Level = {
  vipKey: string;
  userVipStatus?: number;
  isUserNextVip?: number;
  rightsTime?: string;
};

describe('the VIP centre', () => {
  test('vipCenter/list: every level in order, nothing personal for a visitor', async () => {
    const { code, data } = await answer('vipCenter/list', { businessKey: 'bosscloud' });
    expect(code).toBe(1);
    const levels = data as Level[];
    expect(levels.map((level) => level.vipKey)).toEqual([
      'registerUser',
      'authUser',
      'supremeVip',
      'bossConsultantVip',
      'bossAIVip',
      'groupSupremeBossAIVip',
      'groupSupremeBossAIConsultantVip',
    ]);
    expect(levels.some((level) => 'userVipStatus' in level || 'isUserNextVip' in level)).toBe(
      false,
    );
  });

  test('an unknown business answers a failure with its message', async () => {
    expect(await answer('vipCenter/list', {}, { businesskey: 'nobody' })).toMatchObject({
      code: 404,
    });
  });

  test('a demo member holds their level (status 1, rights period), the next level is marked', async () => {
    const token = await signIn('16600000003');
    const levels = (await answer('vipCenter/list', {}, { token })).data as Level[];
    const supreme = levels.find((level) => level.vipKey === 'supremeVip');
    expect(supreme).toMatchObject({ userVipStatus: 1, rightsTime: '2026-01-01 至 2027-01-01' });
    expect(levels.filter((level) => level.isUserNextVip === 1).map((l) => l.vipKey)).toEqual([
      'bossConsultantVip',
    ]);
    expect((await answer('userRights/getCurrentUserConfig', {}, { token })).data).toMatchObject({
      vipKey: 'supremeVip',
      userName: '王至尊',
      vipIcon: 'icon/vip-supremeVip.png',
    });
  });

  test('R4.11 a registered user becomes certified once certification passes', async () => {
    const token = await signIn('13912340077');
    const level = async () =>
      ((await answer('userRights/getCurrentUserConfig', {}, { token })).data as Level).vipKey;
    expect(await level()).toBe('registerUser');
    await post(
      t.base,
      'authApprove/artificial',
      { authCompany: '杭州云启科技有限公司', authName: '吴认证', authJob: '董事长' },
      { token },
    );
    expect(await level()).toBe('authUser');
  });

  test('certification keeps one open request per visitor: a retry stores nothing twice, a change updates it', async () => {
    const token = await signIn('13912340079');
    const apply = async (job: string) =>
      (
        await answer(
          'authApprove/artificial',
          { authCompany: '杭州云启科技有限公司', authName: '吴重试', authJob: job },
          { token },
        )
      ).data as { id: number; status: number };
    const first = await apply('销售经理');
    expect(first.status).toBe(1);
    expect(await apply('销售经理')).toEqual(first);
    expect(await apply('董事长')).toEqual({ id: first.id, status: 2 });
    expect(await apply('销售经理')).toEqual({ id: first.id, status: 2 });
    expect((await answer('authApprove/queryAuthApprove', {}, { token })).data).toMatchObject({
      status: 2,
    });
  });

  test('the agreement: a session first; signed once per level; a price of another level is refused', async () => {
    expect(
      await answer('userVipSignProtocol/getVipSignProtocol', { vipKey: 'supremeVip' }),
    ).toMatchObject({
      code: 20210,
    });
    const token = await signIn('13912340078');
    const read = await answer(
      'userVipSignProtocol/getVipSignProtocol',
      { vipKey: 'supremeVip' },
      { token },
    );
    expect(read.data).toMatchObject({ protocolId: 'vip-2025-01', signed: 0 });
    expect(
      await answer('userVipSignProtocol/save', { vipKey: 'supremeVip', skuId: 201 }, { token }),
    ).toMatchObject({ code: 400 });
    for (let time = 0; time < 2; time += 1)
      expect(
        await answer(
          'userVipSignProtocol/save',
          { vipKey: 'supremeVip', skuId: 101, protocolId: 'vip-2025-01' },
          { token },
        ),
      ).toMatchObject({ code: 1 });
    expect(
      (await answer('userVipSignProtocol/getVipSignProtocol', { vipKey: 'supremeVip' }, { token }))
        .data,
    ).toMatchObject({ signed: 1 });
    expect(
      t.gateway.context.db.prepare('SELECT COUNT(*) AS n FROM vip_signed_protocols').get(),
    ).toEqual({ n: 1 });
  });

  test('R9.11 the share option by clientType: 2 app and H5, 3 mini-program', async () => {
    const h5 = await answer('vipShareInfo/queryVipShareInfo', { clientType: 2 });
    const mp = await answer('vipShareInfo/queryVipShareInfo', { clientType: 3 });
    expect(h5.data).toMatchObject({ shareIcon: 'share/vip.png' });
    expect(mp.data).toMatchObject({ shareIcon: 'share/vip-mp.png' });
  });
});
