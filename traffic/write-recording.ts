import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Har, HarEntry } from './har.ts';
import { createRedactor } from './redact.ts';

/** The page call whose answers become `<pageId>.json` fixtures. */
const PAGE_CALL = /\/page\/v2\/find$/;
const PAGE_ID = /^[A-Za-z0-9_-]{1,64}$/;

function pageIdOf(entry: HarEntry): string | undefined {
  const fromQuery = new URL(entry.request.url).searchParams.get('pageId');
  let fromBody: unknown;
  try {
    fromBody = (JSON.parse(entry.request.postData?.text ?? '{}') as { pageId?: unknown }).pageId;
  } catch {
    fromBody = undefined;
  }
  const id = String(fromBody ?? fromQuery ?? '');
  return PAGE_ID.test(id) ? id : undefined;
}

/** A successful page answer: HTTP 200 and the envelope's code 1. */
function isPage(entry: HarEntry): boolean {
  if (!PAGE_CALL.test(new URL(entry.request.url).pathname) || entry.response.status !== 200)
    return false;
  try {
    return (JSON.parse(entry.response.content.text ?? '') as { code?: unknown }).code === 1;
  } catch {
    return false;
  }
}

/** What a recording wrote. */
export interface WrittenRecording {
  har: string;
  pages: string[];
}

/**
 * Writes a recording, redacted (tokens, mobile numbers, user ids; cookies dropped): the archive
 * as `<name>.har` and each page answered as `pages/<pageId>.json` (the wire format, envelope
 * included, what `npm start -- --pages` serves).
 */
export function writeRecording(
  dir: string,
  name: string,
  entries: readonly HarEntry[],
): WrittenRecording {
  const redactor = createRedactor();
  const redacted = entries.map((entry) => redactor.entry(entry));
  const har: Har = {
    log: {
      version: '1.2',
      creator: { name: 'bosscloud-h5 record', version: '1' },
      entries: redacted,
    },
  };
  mkdirSync(dir, { recursive: true });
  const harFile = join(dir, `${name}.har`);
  writeFileSync(harFile, `${JSON.stringify(har, null, 1)}\n`);
  const pages = new Map<string, HarEntry>();
  for (const entry of redacted) {
    const id = pageIdOf(entry);
    if (id !== undefined && isPage(entry)) pages.set(id, entry);
  }
  if (pages.size > 0) mkdirSync(join(dir, 'pages'), { recursive: true });
  const written = [...pages].map(([id, entry]) => {
    const file = join(dir, 'pages', `${id}.json`);
    const answer: unknown = JSON.parse(entry.response.content.text ?? '');
    writeFileSync(file, `${JSON.stringify(answer, null, 2)}\n`);
    return file;
  });
  return { har: harFile, pages: written };
}
