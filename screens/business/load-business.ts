import type { ApiClient } from '../../api/client.ts';
import type { QueryParams } from '../../lib/query.ts';
import type { ActiveCommercial } from '../../schemas/active-commercial.ts';
import type { BusinessOpportunity } from '../../schemas/business-opportunity.ts';
import type { SafeHtml } from '../../ui/safe-html.ts';
import { sanitizeHtml } from '../../ui/sanitize-html.ts';
import { missingId, optional, required } from '../shared/load.ts';

/** What the business opportunity screens show. */
export interface BusinessPage {
  /** The opportunity without its rich text, which is `content`. */
  opportunity: Omit<BusinessOpportunity, 'content'>;
  content: SafeHtml;
  /** The activity the visitor came from (`activeId`) and its opportunities; null without one or when it fails. */
  activity: ActiveCommercial | null;
}

/**
 * The opportunity of `projectId` (the page cannot do without it: an unknown one is the server's 404
 * and its message) and, with an `activeId`, the activity's set of opportunities beside it.
 */
export async function loadBusinessPage(
  api: ApiClient,
  query: QueryParams,
  signal?: AbortSignal,
): Promise<BusinessPage> {
  const { projectId, activeId } = query;
  if (projectId === undefined) throw missingId('商机编号');
  const aborts = signal ? { signal } : {};
  const [found, activity] = await Promise.all([
    required(api, 'commercialOpportunityGetDetailByid', { query: { id: projectId }, ...aborts }),
    activeId === undefined
      ? null
      : optional(api, 'activeCommercialFind', { params: { id: activeId }, ...aborts }, null),
  ]);
  const { content, ...opportunity } = found;
  return { opportunity, content: await sanitizeHtml(content), activity };
}
