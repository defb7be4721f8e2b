import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What a route's HTML is filled with. */
export interface Filling {
  title: string;
  /** Extra tags for the head (preloads). */
  head: string;
  /** The server-rendered tree, placed inside `#root`. */
  body: string;
  /** The data script that follows `#root`. */
  data: string;
}

/** A built page split where the server writes, with its stylesheets inlined. */
export interface Template {
  /** The page with the server's parts filled in. */
  fill(filling: Filling): string;
  /** The page as built (client-rendered), its stylesheets inlined: the shell the server falls back to. */
  shell: string;
}

/** Writes text as HTML text (titles): `<`, `>`, `&` and quotes become references. */
export function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const STYLESHEET = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g;
const TITLE = /<title>[^<]*<\/title>/;
const ROOT = '<div id="root"></div>';

/**
 * The route's stylesheets become `<style>` in the head: the first paint needs no second round trip
 * (at 562 ms of latency on a phone, the largest cost of a page). The styles of lazily loaded parts
 * (Formily, the video player) still load with their chunks. Each inlined sheet leaves a disabled
 * link, which the browser does not fetch: Vite's chunk loader looks for a stylesheet link before it
 * fetches a chunk's styles, and a chunk several pages share (the activity page's first load) lists
 * the stylesheets the page already holds; without the link, hydration would wait for them.
 */
function inlineStyles(html: string, distDir: string): string {
  return html.replace(STYLESHEET, (_tag, href: string) => {
    const css = readFileSync(join(distDir, href), 'utf8');
    return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" href="${href}" disabled>`;
  });
}

function split(html: string, marker: string | RegExp, file: string): [string, string] {
  const index = typeof marker === 'string' ? html.indexOf(marker) : html.search(marker);
  if (index === -1) throw new Error(`${file} has no ${String(marker)}: is it a built page?`);
  const length = typeof marker === 'string' ? marker.length : (marker.exec(html)?.[0].length ?? 0);
  return [html.slice(0, index), html.slice(index + length)];
}

/** Reads a built page once (at start-up): the server fills it per request by joining strings. */
export function loadTemplate(distDir: string, file: string): Template {
  const shell = inlineStyles(readFileSync(join(distDir, file), 'utf8'), distDir);
  const [beforeTitle, afterTitle] = split(shell, TITLE, file);
  const [headRest, afterHead] = split(afterTitle, '</head>', file);
  const [bodyStart, bodyEnd] = split(afterHead, ROOT, file);
  return {
    shell,
    fill: ({ title, head, body, data }) =>
      `${beforeTitle}<title>${escapeHtml(title)}</title>${headRest}${head}</head>${bodyStart}<div id="root">${body}</div>${data}${bodyEnd}`,
  };
}
