import type { GatewayContext } from '../context.ts';
import { fail, ok, type Answer } from '../answer.ts';
import type { Route } from '../route.ts';

function aboutDetail(_call: unknown, context: GatewayContext): Answer {
  const row = context.db.prepare('SELECT body FROM about WHERE id = 1').get() as
    { body: string } | undefined;
  return row ? ok(JSON.parse(row.body) as unknown) : fail(404, '暂无介绍');
}

/** The about page's call. */
export const aboutRoutes: Route[] = [{ name: 'aboutTjDetailV1', handle: aboutDetail }];
