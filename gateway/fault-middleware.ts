import type { MiddlewareHandler } from 'hono';
import type { FaultRule, FaultSwitch } from './faults.ts';

/** What the Node adapter hands the app: the request's socket, which `drop` and `timeout` destroy. */
type Bindings = { incoming?: { socket?: { destroy: () => void } } };

/** An HTML error page as a proxy in front of a dead service answers it. */
const HTML_ERROR =
  '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Closes the connection without an answer; the Response returned after it is never sent. */
function dropped(bindings: Bindings | undefined): Response {
  bindings?.incoming?.socket?.destroy();
  return new Response(null, { status: 499 });
}

/**
 * The fault mode over one call (issue 16): when the switch has a rule for `name`, the call
 * answers as the rule says instead of (or, for `delay` and `truncated`, around) its handler.
 */
export function faultMiddleware(
  faults: FaultSwitch,
  name: string,
): MiddlewareHandler<{ Bindings: Bindings }> {
  return async (c, next) => {
    const rule: FaultRule | undefined = faults.take(name, Boolean(c.req.header('token')));
    if (rule === undefined) return next();
    switch (rule.kind) {
      case 'delay':
        await sleep(rule.ms);
        return next();
      case 'timeout':
        await sleep(rule.ms);
        return dropped(c.env);
      case 'drop':
        return dropped(c.env);
      case 'http-500':
        c.header('Cache-Control', 'no-store');
        return c.json(
          { timestamp: new Date().toISOString(), status: 500, error: 'Internal Server Error' },
          500,
        );
      case 'html':
        c.header('Cache-Control', 'no-store');
        return c.html(HTML_ERROR, 502);
      case 'code':
        c.header('Cache-Control', 'no-store');
        return c.json({ code: rule.code, data: null, message: rule.message });
      case 'truncated': {
        await next();
        const text = await c.res.text();
        c.res = new Response(text.slice(0, Math.floor(text.length / 2)), {
          status: 200,
          headers: {
            'Content-Type': 'application/json; charset=utf-8',
            'Cache-Control': 'no-store',
          },
        });
        return;
      }
      default:
        return rule.kind satisfies never;
    }
  };
}
