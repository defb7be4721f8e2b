import { readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { sendBytes } from '../http/send-bytes.ts';
import { contentTypeOf, isCompressible } from './content-types.ts';

/** Hashed build output: its name changes with its content, so it may be kept for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

function fileAt(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function cachePolicy(relative: string): string {
  if (relative.startsWith('assets/')) return IMMUTABLE;
  return relative.endsWith('.html') ? 'no-cache' : 'public, max-age=3600';
}

/**
 * Serves a file of the built client; `/x/` means `/x/index.html` and `/page` may omit `.html`.
 * Answers false when there is no such file. `segments` cannot climb out (see parseRequestPath).
 */
export function serveDist(
  request: IncomingMessage,
  response: ServerResponse,
  distDir: string,
  segments: string[],
): boolean {
  let relative = segments.join('/');
  if (relative === '' || relative.endsWith('/')) relative += 'index.html';
  if (
    !fileAt(join(distDir, relative)) &&
    !/\.\w+$/.test(relative) &&
    fileAt(join(distDir, `${relative}.html`))
  ) {
    relative += '.html';
  }
  const path = join(distDir, relative);
  if (!fileAt(path)) return false;
  const contentType = contentTypeOf(relative);
  sendBytes(request, response, {
    body: readFileSync(path),
    contentType,
    cacheControl: cachePolicy(relative),
    compress: isCompressible(contentType),
  });
  return true;
}

/** The top-level HTML pages of the built client; none when it is not built. */
export function builtPages(distDir: string): string[] {
  try {
    return readdirSync(distDir)
      .filter((file) => file.endsWith('.html'))
      .sort();
  } catch {
    return [];
  }
}
