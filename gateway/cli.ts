import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

/** The gateway's command line, resolved. */
export interface CliOptions {
  port: number;
  pagesDirs: string[];
  distDir: string;
  dataDir: string;
}

/** How to call the gateway. */
export const USAGE = `usage: tsx gateway/main.ts [--port N] [--pages DIR]... [--dist DIR] [--data DIR]
  --port N     port on 127.0.0.1 (default: $PORT, else 8080; 0 picks a free port)
  --pages DIR  serve every DIR/<pageId>.json as-is for page/v2/find (repeatable)
  --dist DIR   the built client (default: dist)
  --data DIR   SQLite file and uploads (default: .data)`;

function portOf(text: string): number {
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65535) throw new Error(`not a port: ${text}`);
  return port;
}

/** Reads the arguments (after the script name) and the PORT variable; throws with a message on bad input. */
export function parseCli(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): CliOptions {
  const { values } = parseArgs({
    args: [...args],
    options: {
      port: { type: 'string' },
      pages: { type: 'string', multiple: true },
      dist: { type: 'string' },
      data: { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  });
  const port = values.port ?? (env['PORT'] || undefined);
  return {
    port: port === undefined ? 8080 : portOf(port),
    pagesDirs: (values.pages ?? []).map((dir) => resolve(dir)),
    distDir: resolve(values.dist ?? 'dist'),
    dataDir: resolve(values.data ?? '.data'),
  };
}
