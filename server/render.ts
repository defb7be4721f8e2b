import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';

/**
 * Renders a tree to HTML with React's streaming renderer, waiting until every part is ready (lazy
 * renderers included) so the HTML is complete and carries no inline script, which the pages'
 * Content Security Policy refuses. A part that throws is left for the browser to render
 * (`errors`); a failure of the whole tree rejects.
 */
export async function renderHtml(node: ReactNode): Promise<{ html: string; errors: unknown[] }> {
  const errors: unknown[] = [];
  const stream = await renderToReadableStream(node, {
    // Never outline a large part into a streamed segment: that needs an inline script.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      errors.push(error);
    },
  });
  await stream.allReady;
  const html = await new Response(stream).text();
  return { html, errors };
}
