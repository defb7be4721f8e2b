import type { GatewayContext } from '../context.ts';
import { fail, ok, type Answer, type CallRequest } from '../answer.ts';
import { isRecord, textOf } from '../json.ts';
import type { Route } from '../route.ts';
import { cityName } from '../../lib/text.ts';

/** An address without its spaces, for comparing two spellings. */
function plain(address: string): string {
  return address.replace(/\s+/g, '');
}

/**
 * common/locationTxaddr (`?address=`): the stand-in for the map service's geocoder over the places
 * the gateway knows, the meetings' venues (fixtures/gateway/conferences.json `latitude`,
 * `longitude`): the venue whose address, alone or after its city (with or without 市), is the one
 * asked. None → 404.
 */
function locate(call: CallRequest, context: GatewayContext): Answer {
  const asked = plain(call.query.get('address') ?? '');
  if (!asked) return fail(400, '缺少参数 address');
  const rows = context.db.prepare('SELECT body FROM meetings ORDER BY sort').all() as {
    body: string;
  }[];
  for (const row of rows) {
    const meeting: unknown = JSON.parse(row.body);
    if (!isRecord(meeting)) continue;
    const { latitude, longitude } = meeting;
    const address = textOf(meeting.address) ?? '';
    const city = textOf(meeting.city) ?? '';
    if (typeof latitude !== 'number' || typeof longitude !== 'number' || !address) continue;
    const spellings = [address, `${city}${address}`, `${cityName(city)}${address}`];
    if (!spellings.some((spelling) => plain(spelling) === asked)) continue;
    return ok({ latitude, longitude, name: address, address: `${city}${address}` });
  }
  return fail(404, '未找到该地址');
}

/** The geocoder the meeting page's map asks (docs/conference.md). */
export const locationRoutes: Route[] = [{ name: 'commonLocationTxaddr', handle: locate }];
