// The floor of the page-load benchmark: the page as plain HTML, what no framework can beat.
import { writeFileSync } from 'node:fs';
import { phoneContext } from './phone.mjs';

/**
 * Loads `url` unthrottled, waits until `ready` is on the page and the network has settled, and
 * writes the final DOM to `file` with every script removed: `<script>` elements, modulepreload
 * and script preload links, inline event handlers. Stylesheets, inline styles and images stay,
 * so the floor fetches what the page shows and nothing it runs.
 */
export async function captureFloor(browser, url, file, { ready }) {
  const context = await phoneContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForSelector(ready, { state: 'attached', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
    const html = await page.evaluate(() => {
      const root = document.documentElement.cloneNode(true);
      const scripted = 'script, link[rel="modulepreload"], link[rel="preload"][as="script"]';
      for (const element of root.querySelectorAll(scripted)) element.remove();
      for (const element of root.querySelectorAll('*'))
        for (const { name } of [...element.attributes])
          if (name.startsWith('on')) element.removeAttribute(name);
      return `<!doctype html>\n${root.outerHTML}`;
    });
    writeFileSync(file, html);
    return html.length;
  } finally {
    await context.close();
  }
}
