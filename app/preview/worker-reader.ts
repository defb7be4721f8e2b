import type { SourceReading } from './read-source.ts';
import type { ReadRequest } from './read-worker.ts';
import type { SourceReader } from './source-reader.ts';

const NO_WORKER: SourceReading = {
  status: 'invalid',
  problem: {
    message: '这个浏览器无法在后台解析页面（Web Worker 启动失败），请换用新版 Chrome 或 Edge',
  },
};

/**
 * Reads in a worker of its own (read-worker.ts), so a 5 MB paste is parsed and validated off the
 * page's thread. The page's own bundle never carries the parser and the validators: a worker that
 * cannot start answers every reading with that problem.
 */
export function workerReader(): SourceReader {
  const waiting = new Map<number, (reading: SourceReading) => void>();
  let worker: Worker | undefined;
  try {
    worker = new Worker(new URL('./read-worker.ts', import.meta.url), { type: 'module' });
  } catch {
    worker = undefined;
  }
  const failAll = () => {
    for (const done of waiting.values()) done(NO_WORKER);
    waiting.clear();
  };
  worker?.addEventListener('error', failAll);
  worker?.addEventListener(
    'message',
    (event: MessageEvent<{ id: number; reading: SourceReading }>) => {
      waiting.get(event.data.id)?.(event.data.reading);
      waiting.delete(event.data.id);
    },
  );
  let next = 0;
  return {
    read: (text, limit) =>
      new Promise((done) => {
        if (!worker) return done(NO_WORKER);
        next += 1;
        waiting.set(next, done);
        worker.postMessage({ id: next, text, limit } satisfies ReadRequest);
      }),
    close: () => worker?.terminate(),
  };
}
