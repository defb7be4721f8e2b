import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_TITLE } from '../screens/shared/screen.ts';

/** The import only a page's entry module makes: the page's base stylesheet, loaded once per page. */
const BASE_STYLESHEET = /^import '\.\.\/ui\/base\.css';$/m;

/**
 * The pages of the multi-page build, by name: one per route of the route table (its `html`,
 * `app/routes.tsx`), and the preview's phone frame, which is no route. Each page's entry module is
 * `app/<page>.tsx`, and only an entry loads the base stylesheet, so the list is read from those.
 * The Vite config cannot import the route table itself (it imports every screen with its
 * stylesheets and the validators' virtual module), and a list written out here would be a second
 * one to keep in step; `html-entries.test.ts` checks this one against the route table.
 */
export function pageNames(root: string): string[] {
  const app = join(root, 'app');
  return readdirSync(app)
    .filter((file) => file.endsWith('.tsx'))
    .filter((file) => BASE_STYLESHEET.test(readFileSync(join(app, file), 'utf8')))
    .map((file) => file.slice(0, -'.tsx'.length))
    .sort();
}

/**
 * Every page as the HTML file it is built into (`dist/<page>.html`), by name: the build's inputs.
 * No such file exists at the root; `htmlEntriesPlugin` makes each from the template.
 */
export function htmlEntries(root: string): Record<string, string> {
  return Object.fromEntries(pageNames(root).map((name) => [name, join(root, `${name}.html`)]));
}

/** What a page's HTML says besides its entry. */
interface PageHead {
  title: string;
  viewport: string;
  /** Kept out of search engines (`<meta name="robots" content="noindex">`). */
  noindex?: boolean;
}

/** The product's pages: the phone's width, no zoom (as the app's web view), under the notch. */
const PRODUCT_HEAD: PageHead = {
  title: DEFAULT_TITLE,
  viewport: 'width=device-width, initial-scale=1, maximum-scale=1, viewport-fit=cover',
};

/** The staff's preview is a desktop tool (zoomable), and neither it nor its frame is for search engines. */
const HEADS: Partial<Record<string, PageHead>> = {
  preview: { title: '页面预览', viewport: 'width=device-width, initial-scale=1', noindex: true },
  'preview-frame': { ...PRODUCT_HEAD, title: '页面预览画面', noindex: true },
};

/** A page's HTML from the template (`build/page.html`), its `{{ name }}` placeholders filled in. */
export function pageHtml(template: string, name: string): string {
  const head = HEADS[name] ?? PRODUCT_HEAD;
  const values: Partial<Record<string, string>> = {
    entry: `/app/${name}.tsx`,
    title: head.title,
    viewport: head.viewport,
  };
  const html = template.replace(/\{\{ (\w+) \}\}/g, (placeholder, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`build/page.html: unknown placeholder ${placeholder}`);
    return value;
  });
  return head.noindex
    ? html.replace('</head>', '  <meta name="robots" content="noindex" />\n  </head>')
    : html;
}
