import type { ServerResponse } from 'node:http';
import type { GatewayContext } from './context.ts';
import { latestCode } from './handlers/login.ts';
import { sendJson } from './http/send.ts';

/**
 * Local-only helpers under `/__dev/` (never on the platform): `sms/latest?mobile=` answers the last
 * code sent to that mobile as bare JSON `{"mobile", "code"}` (code null and HTTP 404 when none).
 */
export function serveDevRoute(
  response: ServerResponse,
  context: GatewayContext,
  route: string,
  query: URLSearchParams,
): boolean {
  if (route !== 'sms/latest') return false;
  const mobile = query.get('mobile') ?? '';
  const sent = latestCode(context, mobile);
  sendJson(response, sent ? 200 : 404, { mobile, code: sent?.code ?? null });
  return true;
}
