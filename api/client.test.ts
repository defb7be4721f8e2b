import { afterEach, describe, expect, test, vi } from 'vitest';
import { deploymentFrom } from '../lib/deployment.ts';
import { memoryStorage } from '../platform/storage.ts';
import { ApiError } from './api-error.ts';
import { createApiClient, TOKEN_STORAGE_KEY, type ApiClientOptions } from './client.ts';
import type { HeaderContext } from './headers.ts';
import { REQUEST_TIMEOUT_MS } from './transport.ts';
import { SESSION_INVALID_CODE, SUCCESS_CODE } from '../lib/wire.ts';

const deployment = deploymentFrom({
  VITE_GATEWAY_BASE: 'https://gw.example/api/',
  VITE_ACTIVITY_BASE: 'https://gw.example/api/bosscloud-activity/',
  VITE_CUSTOMER_ADMIN_BASE: 'https://uc.example/dubbo-customer-admin-api/',
  VITE_USER_CENTRE_BASE: 'https://uc.example/',
  VITE_APP_ID: 'app-42',
});
const TOKEN = 'secret-token-value';

function answer(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

function setup(
  overrides: Partial<ApiClientOptions> = {},
  context: HeaderContext = { userId: '7', activeId: '88', deviceId: 'dev-1', source: '11' },
) {
  const session = memoryStorage();
  // A failure code by default: these tests look at requests, not at answers' data.
  const fetch = vi.fn<typeof globalThis.fetch>(async () =>
    answer({ code: 0, data: null, message: 'not read here' }),
  );
  const logger = { error: vi.fn(), warn: vi.fn() };
  const identity = { current: context };
  const client = createApiClient({
    deployment,
    storage: { session },
    headers: () => identity.current,
    fetch,
    logger,
    ...overrides,
  });
  const sent = (index: number) => {
    const [input, init] = fetch.mock.calls[index] ?? [];
    return {
      url: String(input),
      init: init ?? {},
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
  };
  return { client, session, fetch, logger, identity, sent };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('R9.13 / R6.05 headers sent: userId, activeId, source, deviceId, osType, appVersion, gray flag, appId, token', () => {
  test.each([
    ['userId', '7'],
    ['activeId', '88'],
    ['source', '11'],
    ['deviceId', 'dev-1'],
    ['osType', 'H5'],
    ['appVersion', '99.0.3'],
    ['appId', 'app-42'],
  ])('R9.13 header %s is %s', async (header, value) => {
    const { client, sent } = setup();
    await client.call('pageV2Find', { body: { pageId: '1001' } });
    expect(sent(0).headers[header]).toBe(value);
  });

  test('R9.13 default osType H5; MSite where given', async () => {
    const { client, sent } = setup({}, { osType: 'MSite' });
    await client.call('pageV2Find');
    expect(sent(0).headers.osType).toBe('MSite');
  });

  test('R6.05 a gray-release flag adds a gray header, and only then', async () => {
    const { client, identity, sent } = setup();
    await client.call('pageV2Find');
    identity.current = { ...identity.current, gray: true };
    await client.call('pageV2Find');
    expect(sent(0).headers).not.toHaveProperty('gray');
    expect(sent(1).headers.gray).toBe('true');
  });

  test('R6.05 the token goes only on calls that ask for it', async () => {
    const { client, session, sent } = setup();
    session.set(TOKEN_STORAGE_KEY, TOKEN);
    await client.call('pageV2Find');
    await client.call('ossGetToken');
    expect(sent(0).headers).not.toHaveProperty('token');
    expect(sent(1).headers.token).toBe(TOKEN);
  });

  test('R6.05 no token header when none is stored', async () => {
    const { client, sent } = setup();
    await client.call('ossGetToken');
    expect(sent(0).headers).not.toHaveProperty('token');
  });

  test('absent identity values are not sent (a guest has no userId)', async () => {
    const { client, sent } = setup({}, { userId: '', deviceId: 'dev-1' });
    await client.call('pageV2Find');
    expect(sent(0).headers).not.toHaveProperty('userId');
    expect(sent(0).headers).not.toHaveProperty('activeId');
  });

  test('headers are read afresh on every call', async () => {
    const { client, identity, sent } = setup();
    await client.call('pageV2Find');
    identity.current = { ...identity.current, userId: '9' };
    await client.call('pageV2Find');
    expect([sent(0).headers.userId, sent(1).headers.userId]).toEqual(['7', '9']);
  });

  test('a call may add headers of its own (businesskey)', async () => {
    const { client, sent } = setup();
    await client.call('newStayConsultNewCommitActivityStayConsult', {
      headers: { businesskey: 'bosscloud' },
    });
    expect(sent(0).headers.businesskey).toBe('bosscloud');
  });
});

describe('requests', () => {
  test('GET sends the query and no body', async () => {
    const { client, sent } = setup();
    await client.call('weixinGetJsShareParams', {
      query: { url: 'https://h5.example/a?b=1&c=中', skip: undefined },
    });
    expect(sent(0).url).toBe(
      'https://gw.example/api/weixin/getJsShareParams?url=https%3A%2F%2Fh5.example%2Fa%3Fb%3D1%26c%3D%E4%B8%AD',
    );
    expect(sent(0).init.method).toBe('GET');
    expect(sent(0).init.body).toBeUndefined();
  });

  test('POST sends a JSON body', async () => {
    const { client, sent } = setup();
    await client.call('pageV2Find', { body: { pageId: '1001' } });
    expect(sent(0).url).toBe('https://gw.example/api/page/v2/find');
    expect(sent(0).init.method).toBe('POST');
    expect(sent(0).headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(sent(0).init.body))).toEqual({ pageId: '1001' });
  });

  test('path parameters are URL-encoded', async () => {
    const { client, sent } = setup();
    await client.call('channelTagGetConfByUrlParam', { params: { param: 'a/b c?d' } });
    expect(sent(0).url).toBe('https://gw.example/api/channelTag/getConfByUrlParam/a%2Fb%20c%3Fd');
  });

  test('a missing path parameter rejects before sending', async () => {
    const { client, fetch } = setup();
    await expect(client.call('channelTagGetConfByUrlParam')).rejects.toThrow(
      'Missing path parameter "param"',
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('token from the response', () => {
  test('a successful response carrying a token header stores it in session storage, and it is sent later', async () => {
    const { client, session, fetch, sent } = setup();
    fetch.mockResolvedValueOnce(
      answer({ code: 1, data: { user: { id: 7 } } }, { headers: { token: TOKEN } }),
    );
    await client.call('userLoginMobileLogin', { body: { mobile: '13800000000', smsCode: '1234' } });
    expect(session.get(TOKEN_STORAGE_KEY)).toBe(TOKEN);
    await client.call('ossGetToken');
    expect(sent(1).headers.token).toBe(TOKEN);
  });

  test('a failed answer does not replace the token', async () => {
    const { client, session, fetch } = setup();
    session.set(TOKEN_STORAGE_KEY, TOKEN);
    fetch.mockResolvedValueOnce(
      answer({ code: 4001, data: null, message: '验证码错误' }, { headers: { token: 'other' } }),
    );
    await client.call('userLoginMobileLogin');
    expect(session.get(TOKEN_STORAGE_KEY)).toBe(TOKEN);
  });
});

describe("R4.16 the server's clock", () => {
  test("every answer's Date header reaches the clock, with the moments the call was sent and answered", async () => {
    const readings = [100, 180];
    const clock = { monotonic: vi.fn(() => readings.shift() ?? 0), observeDate: vi.fn() };
    const { client, fetch } = setup({ clock });
    const date = 'Mon, 23 Nov 2026 08:00:00 GMT';
    fetch.mockResolvedValueOnce(answer({ code: 0, data: null }, { headers: { date } }));
    await client.call('ossGetToken');
    expect(clock.observeDate).toHaveBeenCalledWith(date, 100, 180);
  });
});

describe('R9.12 request timeout 180000 ms', () => {
  test('R9.12 a call still waiting at 180000 ms is aborted and rejected as a timeout', async () => {
    vi.useFakeTimers();
    const { client, fetch, logger } = setup();
    let signal: AbortSignal | undefined;
    fetch.mockImplementationOnce((_input, init) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>(() => undefined);
    });
    const outcome = client.call('pageV2Find').then(
      () => 'resolved',
      (error: unknown) => error,
    );
    // The call is sent once the client's lazy half is in.
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(REQUEST_TIMEOUT_MS).toBe(180_000);
    expect(signal?.aborted).toBe(true);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'timeout', message: '服务器异常', endpoint: 'pageV2Find' });
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  test("the caller's signal also aborts, without an error log", async () => {
    const { client, fetch, logger } = setup();
    fetch.mockImplementationOnce(() => new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const outcome = client.call('pageV2Find', { signal: controller.signal });
    controller.abort();
    await expect(outcome).rejects.toMatchObject({ kind: 'aborted' });
    expect(logger.error).not.toHaveBeenCalled();
  });
});

describe('R4.12 / R8.02 session recovery on 20210: re-login once, retry once', () => {
  const invalid = () => answer({ code: SESSION_INVALID_CODE, data: null, message: '登录失效' });
  // Rows with the token whose answers the client reads nothing from, so the retried answers ('8') pass.
  // Calls whose answer the client reads nothing from but its code (any data passes their schema).
  const names = [
    'userVipSignProtocolSave',
    'userLoginSendCode',
    'newStayConsultNewCommitActivityStayConsult',
    'userActionAddUserActions',
    'userVipSignProtocolSave',
  ] as const;

  test('R4.12 five calls failing with 20210 together: exactly one recovery, each retried once with the new identity', async () => {
    const { client, fetch, session, identity, sent } = setup();
    fetch.mockImplementation(async (_input, init) => {
      const headers = (init?.headers ?? {}) as Record<string, string>;
      return headers.userId === '7' ? invalid() : answer({ code: 1, data: headers.userId });
    });
    let release: (renewed: boolean) => void = () => undefined;
    const recover = vi.fn(
      () =>
        new Promise<boolean>((resolve) => {
          release = resolve;
        }),
    );
    client.setSessionRecovery(recover);
    const calls = names.map((name) => client.call(name));
    await vi.waitFor(() => expect(recover).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    identity.current = { ...identity.current, userId: '8' };
    session.set(TOKEN_STORAGE_KEY, TOKEN);
    release(true);
    const results = await Promise.all(calls);
    expect(recover).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(10);
    expect(results.map((result) => [result.code, result.data])).toEqual(
      names.map(() => [SUCCESS_CODE, '8']),
    );
    const retries = fetch.mock.calls.slice(5).map((_call, index) => sent(index + 5));
    expect(retries.map((retry) => retry.url).sort()).toEqual(
      fetch.mock.calls
        .slice(0, 5)
        .map(([url]) => String(url))
        .sort(),
    );
    expect(
      retries.find((retry) => retry.url.endsWith('userAction/addUserActions'))?.headers.token,
    ).toBe(TOKEN);
  });

  test('R4.12 a second 20210 after the retry is returned as is', async () => {
    const { client, fetch } = setup();
    fetch.mockImplementation(async () => invalid());
    const recover = vi.fn(async () => true);
    client.setSessionRecovery(recover);
    const result = await client.call('ossGetToken');
    expect(result).toEqual({ code: SESSION_INVALID_CODE, data: null, message: '登录失效' });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(recover).toHaveBeenCalledTimes(1);
  });

  test.each([
    ['no recovery installed', undefined],
    ['recovery finds no identity', async () => false],
    ['recovery fails', async () => Promise.reject(new Error('bridge absent'))],
  ])('R8.02 %s: the 20210 answer is returned as is, not retried', async (_case, hook) => {
    const { client, fetch } = setup();
    fetch.mockImplementation(async () => invalid());
    client.setSessionRecovery(hook);
    const result = await client.call('ossGetToken');
    expect(result.code).toBe(SESSION_INVALID_CODE);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  test('a call sent before a finished recovery is retried without another recovery', async () => {
    const { client, fetch } = setup();
    let answerLate: (response: Response) => void = () => undefined;
    fetch
      .mockImplementationOnce(async () => invalid())
      .mockImplementationOnce(
        () =>
          new Promise<Response>((resolve) => {
            answerLate = resolve;
          }),
      )
      .mockImplementation(async () => answer({ code: 1, data: 'fresh' }));
    const recover = vi.fn(async () => true);
    client.setSessionRecovery(recover);
    const early = client.call('userWxmpOpenLink');
    const late = client.call('roomLiveProductGetUrlScheme');
    expect((await early).data).toBe('fresh');
    answerLate(invalid());
    expect((await late).data).toBe('fresh');
    expect(recover).toHaveBeenCalledTimes(1);
  });

  test('a 20210 after the recovery is over starts a new one', async () => {
    const { client, fetch } = setup();
    fetch.mockImplementation(async () => invalid());
    const recover = vi.fn(async () => true);
    client.setSessionRecovery(recover);
    await client.call('pageV2Find');
    await client.call('pageV2Find');
    expect(recover).toHaveBeenCalledTimes(2);
  });
});

describe('R8.16 network error: logged; request rejected', () => {
  test('R8.16 a network failure is logged and rejected with 服务器异常', async () => {
    const { client, fetch, logger, session } = setup();
    session.set(TOKEN_STORAGE_KEY, TOKEN);
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await client.call('ossGetToken').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'network',
      message: '服务器异常',
      endpoint: 'ossGetToken',
    });
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(logger.error.mock.calls)).not.toContain(TOKEN);
  });

  test('an answer that is not an envelope (gateway error page) is logged and rejected as http', async () => {
    const { client, fetch, logger } = setup();
    fetch.mockResolvedValueOnce(new Response('<html>502 Bad Gateway</html>', { status: 502 }));
    await expect(client.call('pageV2Find')).rejects.toMatchObject({
      kind: 'http',
      status: 502,
      message: '服务器异常',
    });
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  test('the token is never put in a URL', async () => {
    const { client, session, fetch } = setup();
    session.set(TOKEN_STORAGE_KEY, TOKEN);
    await client.call('weixinGetJsShareParams', { query: { url: 'https://h5.example/' } });
    await client.call('ossGetToken');
    expect(fetch.mock.calls.map(([url]) => String(url)).join(' ')).not.toContain(TOKEN);
  });
});

describe('R8.01 the shared client passes other codes to the caller unchanged', () => {
  test.each([
    ['a business failure', { code: 4001, data: null, message: '验证码错误' }],
    ['a failure with data', { code: 500, data: { reason: 'x' }, message: '活动已结束' }],
    ['success', { code: 1, data: { id: 1001 }, message: 'success' }],
    ['success without message', { code: 1, data: [1, 2] }],
  ])('R8.01 %s comes back as the envelope', async (_case, body) => {
    const { client, fetch } = setup();
    fetch.mockResolvedValueOnce(answer(body));
    await expect(client.call('userActionAddUserActions')).resolves.toEqual(body);
  });

  test('an envelope on an HTTP error status is still the answer (the local gateway answers 404 so)', async () => {
    const { client, fetch } = setup();
    fetch.mockResolvedValueOnce(
      answer({ code: 404, data: null, message: '本地网关未提供该接口: x' }, { status: 404 }),
    );
    await expect(client.call('pageV2Find')).resolves.toMatchObject({ code: 404 });
  });

  test('a numeric-string code is read as a number', async () => {
    const { client, fetch } = setup();
    fetch.mockResolvedValueOnce(answer({ code: '1', data: 'x' }));
    await expect(client.call('userWxmpOpenLink')).resolves.toEqual({ code: 1, data: 'x' });
  });

  test('R9.01 success code 1; session-invalid code 20210', () => {
    expect([SUCCESS_CODE, SESSION_INVALID_CODE]).toEqual([1, 20210]);
  });
});

describe('answers are checked at the edge of api/', () => {
  const page = {
    id: 1001,
    pageName: '春季路演',
    moduleSubs: [{ id: 1, subModuleType: '1', subModuleName: '头图', subModuleJson: '{}' }],
    addedLater: { by: 'the CMS' },
  };

  test('a successful answer is read as its schema types; fields the wire adds later pass', async () => {
    const { client, fetch } = setup();
    fetch.mockResolvedValueOnce(answer({ code: 1, data: page }));
    const { data } = await client.call('pageV2Find', { body: { pageId: '1001' } });
    expect(data.id).toBe('1001');
    expect(data).toHaveProperty('addedLater');
  });

  test.each([
    [
      'a list that is not a list',
      { ...page, moduleSubs: 'x' },
      'pageV2Find: data/moduleSubs must be array',
    ],
    ['data of the wrong type', 'not a page', 'pageV2Find: data must be object'],
  ])('%s fails with a message naming the call and the field path', async (_name, data, detail) => {
    const { client, fetch, logger } = setup();
    fetch.mockResolvedValueOnce(answer({ code: 1, data }));
    const failure = await client
      .call('pageV2Find', { body: { pageId: '1001' } })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'shape', endpoint: 'pageV2Find', detail });
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(String(logger.error.mock.calls[0]?.[0])).toContain(detail);
  });

  test('a required field missing is named', async () => {
    const { client, fetch } = setup();
    fetch.mockResolvedValueOnce(answer({ code: 1, data: { user: { encryId: 'e' } } }));
    await expect(
      client.call('userLoginMobileLogin', { body: { mobile: '13800000000', smsCode: '1234' } }),
    ).rejects.toMatchObject({
      kind: 'shape',
      detail: "userLoginMobileLogin: data/user must have required property 'id'",
    });
  });

  test.each([
    ['none (a page without a page-wide background)', null],
    ['a background', { backgroundJson: '{"commonBackgroundColor":"#ffffff"}' }],
  ])('background/find may answer %s', async (_name, data) => {
    const { client, fetch } = setup();
    fetch.mockResolvedValueOnce(answer({ code: 1, data }));
    await expect(
      client.call('backgroundFind', { query: { pageId: '1001' } }),
    ).resolves.toMatchObject({ code: 1, data });
  });

  test('a failure code is not checked: its message is for the person', async () => {
    const { client, fetch } = setup();
    fetch.mockResolvedValueOnce(answer({ code: 404, data: null, message: '页面不存在' }));
    await expect(client.call('pageV2Find', { body: { pageId: '9' } })).resolves.toMatchObject({
      code: 404,
      message: '页面不存在',
    });
  });
});

describe("the client's lazy half (api/transport.ts, with the callable rows and the answers' validators)", () => {
  test('a chunk that cannot be fetched fails the call as a logged network error; the next call fetches it again', async () => {
    vi.doMock('./transport.ts', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { client, fetch, logger } = setup();
    await expect(client.call('pageV2Find')).rejects.toMatchObject({
      kind: 'network',
      endpoint: 'pageV2Find',
      message: '服务器异常',
    });
    expect(fetch).not.toHaveBeenCalled();
    expect(logger.error).toHaveBeenCalledTimes(1);
    vi.doUnmock('./transport.ts');
    await expect(client.call('pageV2Find')).resolves.toMatchObject({ code: 0 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
