import type { ApiClient } from '../../api/client.ts';
import type { SafeHtml } from '../../ui/safe-html.ts';
import { sanitizeHtml } from '../../ui/sanitize-html.ts';
import { required } from '../shared/load.ts';

/** What the about page shows: its title, cover and sanitized rich text. */
export interface AboutValue {
  title: string;
  coverImg?: string;
  content: SafeHtml;
}

/** The title when the CMS leaves it empty. */
export const ABOUT_TITLE = '关于天九';

/** Loads the about page (aboutTj/detail/v1); its rich text is sanitized on the side that loads it. */
export async function loadAbout(
  api: ApiClient,
  _query: unknown,
  signal?: AbortSignal,
): Promise<AboutValue> {
  const about = await required(api, 'aboutTjDetailV1', signal ? { signal } : {});
  return {
    title: about.title?.trim() || ABOUT_TITLE,
    ...(about.coverImg ? { coverImg: about.coverImg } : {}),
    content: await sanitizeHtml(about.content),
  };
}
