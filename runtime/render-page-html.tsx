import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { Registry } from '../registry/index.ts';
import { Page } from './Page.tsx';
import type { PageModel } from './page-model.ts';

export interface RenderedPage {
  html: string;
  /** Errors thrown while rendering on the server; each module falls back to the client alone. */
  errors: unknown[];
}

/**
 * Renders a page to HTML in Node, as the page server will. `wrap` supplies the same providers the
 * client uses (fakes in tests).
 */
export async function renderPageHtml(
  page: PageModel,
  registry: Registry,
  wrap: (children: ReactNode) => ReactNode = (children) => children,
): Promise<RenderedPage> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(wrap(<Page page={page} registry={registry} />), {
    // Never outline a large module into a streamed segment: that needs inline scripts, which the
    // page's Content Security Policy refuses, and puts modules out of order in the HTML.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      errors.push(error);
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return { html: Buffer.concat(chunks).toString('utf8'), errors };
}
