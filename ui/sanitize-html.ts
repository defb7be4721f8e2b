import type { WindowLike } from 'dompurify';
import type { SafeHtml } from './safe-html.ts';

type Purifier = (html: string) => SafeHtml;

let purifier: Promise<Purifier> | undefined;

/** The side's own DOM: jsdom on the page server, the page's window in the browser. */
function sideWindow(): Promise<WindowLike> {
  return import.meta.env.SSR
    ? import('./server-window.ts').then(({ serverWindow }) => serverWindow())
    : Promise.resolve(window);
}

/**
 * Rich text from the CMS made safe to show (ui/html-purifier.ts), with the DOM of the side it runs
 * on. Loaders call it, so the page server inlines what it sanitized and the browser hydrates with
 * exactly that; the browser loads DOMPurify (a chunk of its own) only when it loads a screen itself.
 */
export function sanitizeHtml(html: string | null | undefined): Promise<SafeHtml> {
  if (!html?.trim()) return Promise.resolve('' as SafeHtml);
  purifier ??= Promise.all([sideWindow(), import('./html-purifier.ts')]).then(
    ([window, { createHtmlPurifier }]) => createHtmlPurifier(window),
  );
  // A failed load is forgotten, so the next screen asks again.
  purifier.catch(() => (purifier = undefined));
  return purifier.then((purify) => purify(html));
}
