import type { WindowLike } from 'dompurify';

let made: Promise<WindowLike> | undefined;

/**
 * The page server's DOM for the sanitizer: one jsdom window, made on first use and kept (jsdom takes
 * about half a second to load). Imported only where `import.meta.env.SSR` holds, so no browser
 * bundle carries jsdom; the page server's build keeps jsdom external (it reads its own files at run
 * time and does not survive bundling).
 */
export function serverWindow(): Promise<WindowLike> {
  made ??= import('jsdom').then(({ JSDOM }) => new JSDOM('').window as unknown as WindowLike);
  return made;
}
