import type { ApiCall } from '../api/client.ts';
import { SUCCESS_CODE } from '../lib/wire.ts';
import { validate, type Background } from '../schemas/index.ts';
import { buildPage, PageShapeError, parseBackground } from './build-page.ts';
import { LOAD_MESSAGES as MESSAGES } from './load-messages.ts';
import { PageLoadError } from './page-load-error.ts';
import { requiredCall } from './required-call.ts';
import type { PageModel } from './page-model.ts';

/** The page-wide background from `background/find`; any failure there means none. */
async function loadBackground(
  call: ApiCall,
  pageId: string,
  signal?: AbortSignal,
): Promise<Background> {
  try {
    const answer = await call('backgroundFind', {
      query: { pageId },
      ...(signal ? { signal } : {}),
    });
    if (answer.code !== SUCCESS_CODE || !answer.data) return {};
    const found = validate('backgroundFind', answer.data);
    if (!found.ok) return {};
    const { backgroundJson, ...direct } = found.value;
    return { ...direct, ...parseBackground(backgroundJson) };
  } catch {
    return {};
  }
}

/**
 * Loads `page/v2/find` and `background/find` together. The page's own background wins over the
 * page-wide one; a failure of `background/find` never stops the page.
 */
export async function loadPage(
  call: ApiCall,
  pageId: string | undefined,
  signal?: AbortSignal,
): Promise<PageModel> {
  if (!pageId) throw new PageLoadError('missing-id', MESSAGES['missing-id']);
  const background = loadBackground(call, pageId, signal);
  const data = await requiredCall(call, 'pageV2Find', {
    body: { pageId },
    ...(signal ? { signal } : {}),
  });
  let page: PageModel;
  try {
    page = buildPage(data, pageId);
  } catch (error) {
    if (error instanceof PageShapeError) throw new PageLoadError('shape', MESSAGES.shape);
    throw error;
  }
  return { ...page, background: { ...(await background), ...page.background } };
}
