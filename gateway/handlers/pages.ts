import type { GatewayContext } from '../context.ts';
import { fail, ok, rawJson, type Answer, type CallRequest } from '../answer.ts';
import { field, textOf } from '../json.ts';
import { findPageBytes } from '../pages.ts';
import type { Route } from '../route.ts';

function pageIdOf(call: CallRequest): string | undefined {
  return textOf(field(call.body, 'pageId')) ?? textOf(call.query.get('pageId'));
}

function findPage(call: CallRequest, context: GatewayContext): Answer {
  const pageId = pageIdOf(call);
  if (pageId === undefined) return fail(400, '缺少 pageId');
  const bytes = findPageBytes(context, pageId);
  return bytes ? rawJson(bytes) : fail(404, `页面不存在: ${pageId}`);
}

function findBackground(call: CallRequest, context: GatewayContext): Answer {
  const pageId = pageIdOf(call);
  const bytes = pageId === undefined ? undefined : findPageBytes(context, pageId);
  if (!bytes) return ok(null);
  try {
    const backgroundJson = textOf(
      field(field(JSON.parse(bytes.toString('utf8')), 'data'), 'backgroundJson'),
    );
    return ok(backgroundJson === undefined ? null : { backgroundJson });
  } catch {
    return ok(null);
  }
}

/** The page calls: recorded answers served as-is, and the page background. */
export const pageRoutes: Route[] = [
  { name: 'pageV2Find', handle: findPage },
  { name: 'pageFind', handle: findPage },
  { name: 'backgroundFind', handle: findBackground },
];
