// A gateway that answers like the local one with every answer made hostile (tests/hostile/mutate.mjs):
// a loopback proxy in front of it. A page server started in front of this proxy renders hostile
// data on the server, and the browser's calls through that page server get hostile answers too.
// The round (which slice of the corpus) is set by the test between page loads.
import { createServer } from 'node:http';
import { hostileAnswer } from './mutate.mjs';

/** The success code of the wire's envelope (lib/wire.ts). */
const SUCCESS_CODE = 1;

async function body(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return chunks.length ? Buffer.concat(chunks) : undefined;
}

/**
 * Starts the proxy in front of `upstream`; resolves with its address, `setRound(n)`, the sinks it
 * filled (`sinks`: a Map from sink to { kind, ids: Set }) and `close()`.
 */
export async function startHostileGateway(upstream) {
  let round = 0;
  const sinks = new Map();
  const server = createServer(async (request, response) => {
    try {
      const target = new URL(request.url ?? '/', upstream);
      const headers = { ...request.headers };
      delete headers.host;
      delete headers['accept-encoding'];
      delete headers['content-length'];
      const answer = await fetch(target, {
        method: request.method,
        headers,
        body:
          request.method === 'GET' || request.method === 'HEAD' ? undefined : await body(request),
        redirect: 'manual',
      });
      const type = answer.headers.get('content-type') ?? '';
      let payload = Buffer.from(await answer.arrayBuffer());
      if (target.pathname.startsWith('/api/') && type.includes('json')) {
        const envelope = JSON.parse(payload.toString('utf8'));
        if (envelope?.code === SUCCESS_CODE && envelope.data !== undefined) {
          const call = target.pathname.replace(/^\/api\//, '');
          const hostile = hostileAnswer(envelope.data, { call, round });
          for (const { sink, kind, ids } of hostile.sinks) {
            const entry = sinks.get(sink) ?? { kind, ids: new Set() };
            for (const id of ids) entry.ids.add(id);
            sinks.set(sink, entry);
          }
          payload = Buffer.from(JSON.stringify({ ...envelope, data: hostile.data }));
        }
      }
      const out = {};
      answer.headers.forEach((value, name) => {
        if (
          !['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)
        )
          out[name] = value;
      });
      response.writeHead(answer.status, out).end(payload);
    } catch (error) {
      response.writeHead(502, { 'content-type': 'text/plain' }).end(String(error));
    }
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    sinks,
    setRound(next) {
      round = next;
    },
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
