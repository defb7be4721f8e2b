import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { post, startTestGateway, type TestGateway } from './test-gateway.ts';

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway();
});
afterEach(() => fetch(`${t.base}/__dev/faults`, { method: 'DELETE' }));
afterAll(() => t.stop());

function setFaults(rules: unknown[]): Promise<Response> {
  return post(t.base, '../__dev/faults', { rules });
}

async function state(): Promise<{
  rules: unknown[];
  journal: Array<{ call: string; token: boolean; fault?: string }>;
}> {
  return (await (await fetch(`${t.base}/__dev/faults`)).json()) as never;
}

const findPage = () => post(t.base, 'page/v2/find', { pageId: '1001' });

describe('the fault mode (issue 16)', () => {
  test('off, every call answers as usual, journaled without a fault', async () => {
    expect(((await (await findPage()).json()) as { code: number }).code).toBe(1);
    const { rules, journal } = await state();
    expect(rules).toEqual([]);
    expect(journal).toEqual([{ call: 'pageV2Find', token: false, at: expect.any(Number) }]);
  });

  test.each([
    ['http-500', 500, /Internal Server Error/],
    ['html', 502, /<h1>502 Bad Gateway<\/h1>/],
  ])('%s answers HTTP %i with a body that is no envelope', async (kind, status, body) => {
    await setFaults([{ kind }]);
    const answer = await findPage();
    expect(answer.status).toBe(status);
    expect(await answer.text()).toMatch(body);
  });

  test('code answers the envelope with that code and message (20210 by default)', async () => {
    await setFaults([{ kind: 'code', call: 'pageV2Find' }]);
    expect(await (await findPage()).json()).toEqual({
      code: 20210,
      data: null,
      message: '登录已失效，请重新登录',
    });
    await setFaults([{ kind: 'code', code: 500, message: '服务繁忙' }]);
    expect(await (await findPage()).json()).toMatchObject({ code: 500, message: '服务繁忙' });
  });

  test('truncated answers the first half of the real JSON, which does not parse', async () => {
    const whole = await (await findPage()).text();
    await setFaults([{ kind: 'truncated' }]);
    const cut = await (await findPage()).text();
    expect(cut).toBe(whole.slice(0, Math.floor(whole.length / 2)));
    expect(() => JSON.parse(cut) as unknown).toThrow();
  });

  test('drop closes the connection without an answer; timeout does so after its wait', async () => {
    await setFaults([{ kind: 'drop' }]);
    await expect(findPage()).rejects.toThrow();
    await setFaults([{ kind: 'timeout', ms: 300 }]);
    const started = performance.now();
    await expect(findPage()).rejects.toThrow();
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    // The gateway still answers afterwards.
    await setFaults([]);
    expect((await findPage()).status).toBe(200);
  });

  test('delay answers the real answer after its wait', async () => {
    await setFaults([{ kind: 'delay', ms: 300 }]);
    const started = performance.now();
    expect(((await (await findPage()).json()) as { code: number }).code).toBe(1);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  test('a rule hits only its call, only calls with a token when asked, and `times` calls at most; the journal counts each call', async () => {
    await setFaults([{ kind: 'code', call: 'pageV2Find', withToken: true, times: 2 }]);
    expect(((await (await findPage()).json()) as { code: number }).code).toBe(1);
    const withToken = () => post(t.base, 'page/v2/find', { pageId: '1001' }, { token: 't-1' });
    expect(((await (await withToken()).json()) as { code: number }).code).toBe(20210);
    expect(((await (await withToken()).json()) as { code: number }).code).toBe(20210);
    expect(((await (await withToken()).json()) as { code: number }).code).toBe(1);
    const { rules, journal } = await state();
    expect(rules).toEqual([]);
    expect(journal.map(({ call, token, fault }) => [call, token, fault])).toEqual([
      ['pageV2Find', false, undefined],
      ['pageV2Find', true, 'code'],
      ['pageV2Find', true, 'code'],
      ['pageV2Find', true, undefined],
    ]);
  });

  test('a body that is no rule list is refused with the reason', async () => {
    const answer = await setFaults([{ kind: 'explode' }]);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      error: 'rules[0].kind must be one of delay, timeout, http-500, html, truncated, code, drop',
    });
  });
});
