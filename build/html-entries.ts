import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every top-level HTML file is one page of the multi-page build (one per route of spec §2). */
export function htmlEntries(root: string): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const file of readdirSync(root)) {
    if (file.endsWith('.html')) entries[file.slice(0, -'.html'.length)] = join(root, file);
  }
  return entries;
}
