import type { ApiClient } from '../../api/client.ts';
import type { QueryParams } from '../../lib/query.ts';
import { PageLoadError } from '../../runtime/page-load-error.ts';
import { requiredCall } from '../../runtime/required-call.ts';

/** What the preview opens with: a page from the gateway (its data as text), or nothing yet. */
export interface PreviewSource {
  pageId?: string;
  /** The page's `data` as the gateway answered it, as indented JSON. */
  text?: string;
  /** Why the gateway gave no page (its own message, e.g. an unknown id). */
  failure?: string;
}

/**
 * Loads the page the address names from the gateway (`page/v2/find`), as text to preview and edit.
 * A page the gateway refuses is a message beside an empty editor, never a failed tool; a gateway
 * that does not answer rejects (the page server then answers the client shell).
 */
export async function loadPreviewSource(
  api: ApiClient,
  query: Pick<QueryParams, 'pageId'>,
  signal?: AbortSignal,
): Promise<PreviewSource> {
  const { pageId } = query;
  if (!pageId) return {};
  try {
    const data = await requiredCall(api.call, 'pageV2Find', {
      body: { pageId },
      ...(signal ? { signal } : {}),
    });
    return { pageId, text: JSON.stringify(data, null, 2) };
  } catch (error) {
    if (error instanceof PageLoadError && error.failure !== 'network')
      return { pageId, failure: error.message };
    throw error;
  }
}
