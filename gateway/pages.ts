import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { GatewayContext } from './context.ts';
import { field, textOf } from './json.ts';

/** A page id that can name a file: letters, digits, `_` and `-` only. */
export const PAGE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

function readIfFile(path: string): Buffer | undefined {
  try {
    return readFileSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return undefined;
    throw error;
  }
}

/**
 * The recorded `page/v2/find` answer for a page, byte for byte: a `--pages` folder's
 * `<pageId>.json` read now (first folder wins), else the seeded page.
 */
export function findPageBytes(context: GatewayContext, pageId: string): Buffer | undefined {
  if (!PAGE_ID_PATTERN.test(pageId)) return undefined;
  for (const dir of context.pagesDirs) {
    const bytes = readIfFile(join(dir, `${pageId}.json`));
    if (bytes) return bytes;
  }
  const row = context.db.prepare('SELECT body FROM pages WHERE id = ?').get(pageId) as
    { body: string } | undefined;
  return row ? Buffer.from(row.body, 'utf8') : undefined;
}

/** One page the index lists. */
export interface PageListing {
  id: string;
  pageName: string;
  source: 'fixture' | 'folder';
}

function pageNameOf(bytes: Buffer): string {
  try {
    return textOf(field(field(JSON.parse(bytes.toString('utf8')), 'data'), 'pageName')) ?? '';
  } catch {
    return '';
  }
}

function folderPages(dir: string): PageListing[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith('.json'));
  } catch {
    return [];
  }
  return files
    .map((file) => basename(file, '.json'))
    .filter((id) => PAGE_ID_PATTERN.test(id))
    .flatMap((id) => {
      const bytes = readIfFile(join(dir, `${id}.json`));
      return bytes ? [{ id, pageName: pageNameOf(bytes), source: 'folder' as const }] : [];
    });
}

/** Every page the gateway answers: `--pages` folders first (they win), then the seeded ones. */
export function listPages(context: GatewayContext): PageListing[] {
  const pages = new Map<string, PageListing>();
  for (const dir of context.pagesDirs) {
    for (const page of folderPages(dir)) if (!pages.has(page.id)) pages.set(page.id, page);
  }
  const seeded = context.db.prepare('SELECT id, page_name AS pageName FROM pages').all() as Omit<
    PageListing,
    'source'
  >[];
  for (const page of seeded)
    if (!pages.has(page.id)) pages.set(page.id, { ...page, source: 'fixture' });
  return [...pages.values()].sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
}
