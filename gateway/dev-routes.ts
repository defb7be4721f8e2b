import { Hono } from 'hono';
import { collectorRoutes } from './collectors.ts';
import type { GatewayContext } from './context.ts';
import { devExamples } from './examples.ts';
import { parseFaultRules, type FaultSwitch } from './faults.ts';
import { latestCode } from './handlers/login.ts';
import { renderAppDownloadPage } from './static/app-download-page.ts';

/**
 * Local-only helpers under `/__dev/` (never on the platform): `sms/latest?mobile=` answers the last
 * code sent to that mobile as bare JSON `{"mobile", "code"}` (code null and HTTP 404 when none);
 * `app-download` stands in for the app's download address; `examples` answers the demo pages and a
 * few known ids for the page server's index (lib/dev-examples.ts); the analytics and error-report
 * collectors (gateway/collectors.ts); `faults`, the fault mode's switch (docs/local-gateway.md).
 */
export function devRoutes(context: GatewayContext, faults: FaultSwitch): Hono {
  const app = new Hono();
  app.get('/faults', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(faults.state());
  });
  app.post('/faults', async (c) => {
    const rules = parseFaultRules(await c.req.json().catch(() => undefined));
    if (typeof rules === 'string') return c.json({ error: rules }, 400);
    faults.set(rules);
    context.log(`[faults] ${rules.map((rule) => `${rule.call} ${rule.kind}`).join(', ') || 'off'}`);
    return c.json(faults.state());
  });
  app.delete('/faults', (c) => {
    faults.set([]);
    context.log('[faults] off');
    return c.json(faults.state());
  });
  app.get('/sms/latest', (c) => {
    const mobile = c.req.query('mobile') ?? '';
    const sent = latestCode(context, mobile);
    c.header('Cache-Control', 'no-store');
    return c.json({ mobile, code: sent?.code ?? null }, sent ? 200 : 404);
  });
  app.get('/examples', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(devExamples(context));
  });
  app.get('/app-download', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.html(renderAppDownloadPage(c.req.query('utm_source')));
  });
  app.route('/', collectorRoutes(context));
  return app;
}
