import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createGateway, type Gateway, type GatewayOptions } from './server.ts';

/** A gateway started for a test on a free port with throw-away folders; its log lines are kept. */
export interface TestGateway {
  gateway: Gateway;
  base: string;
  logs: string[];
  work: string;
  stop: () => Promise<void>;
}

/** Starts a gateway on port 0 with a temp data folder; options override the defaults. */
export async function startTestGateway(
  options: Partial<GatewayOptions> = {},
): Promise<TestGateway> {
  const work = mkdtempSync(join(tmpdir(), 'bc-gateway-'));
  const logs: string[] = [];
  const gateway = createGateway({
    dataDir: join(work, 'data'),
    distDir: join(work, 'dist'),
    devRoutes: true,
    log: (line) => logs.push(line),
    ...options,
  });
  const port = await gateway.listen(0);
  return {
    gateway,
    base: `http://127.0.0.1:${port}`,
    logs,
    work,
    stop: async () => {
      await gateway.close();
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/** A day in milliseconds: `clock.now += DAY_MS` moves a gateway on a movable clock to the next China day. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A gateway for a test file, started before its tests and stopped after them, on a clock the tests
 * move (a new China day, a draw or a seckill cycle opening). It starts at 2026-11-23 12:00 China
 * time. `base()` is its address once started.
 */
export function gatewayOnMovableClock(): { clock: { now: number }; base: () => string } {
  const clock = { now: Date.UTC(2026, 10, 23, 4, 0, 0) };
  let started: TestGateway | undefined;
  beforeAll(async () => {
    started = await startTestGateway({ now: () => clock.now });
  });
  afterAll(() => started?.stop());
  return {
    clock,
    base: () => {
      if (!started) throw new Error('the test gateway has not started');
      return started.base;
    },
  };
}

/** POSTs a JSON body to `/api/<path>`. */
export function post(
  base: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${base}/api/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** Logs a mobile in through the SMS code, as a visitor does; answers the session's token. */
export async function signIn(base: string, mobile: string): Promise<string> {
  await post(base, 'userLogin/sendCode', { mobile, captchaValidate: '', statusCode: 501 });
  const { code } = (await (await fetch(`${base}/__dev/sms/latest?mobile=${mobile}`)).json()) as {
    code: string;
  };
  const login = await post(base, 'userLogin/mobileLogin', { mobile, smsCode: code });
  return login.headers.get('token') ?? '';
}

/** A campaign call's answer: the envelope with its data as a record. */
export interface CallAnswer {
  code: number;
  data: Record<string, unknown> | null;
  message: string;
}

/** A GET call with its query and, when given, the visitor's token (the campaign calls are GETs). */
export async function getCall(
  base: string,
  path: string,
  query: Record<string, string | number>,
  token = '',
): Promise<CallAnswer> {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const headers: Record<string, string> = token ? { token } : {};
  return (await (await fetch(`${base}/api/${path}?${search}`, { headers })).json()) as CallAnswer;
}

/** The same GET call ten times at once (ten rapid taps reaching the gateway together): the answers by code. */
export async function tenTogether(
  base: string,
  path: string,
  query: Record<string, string | number>,
  token: string,
): Promise<Map<number, CallAnswer[]>> {
  const answers = await Promise.all(
    Array.from({ length: 10 }, () => getCall(base, path, query, token)),
  );
  const byCode = new Map<number, CallAnswer[]>();
  for (const answer of answers)
    byCode.set(answer.code, [...(byCode.get(answer.code) ?? []), answer]);
  return byCode;
}
