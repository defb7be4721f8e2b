import type { ApiClient } from '../../api/client.ts';
import { currentDeployment } from '../../lib/deployment.ts';
import type { QueryParams } from '../../lib/query.ts';
import { PageLoadError } from '../../runtime/page-load-error.ts';
import type { VipShareInfo, VipSku } from '../../schemas/vip.ts';
import type { SafeHtml } from '../../ui/safe-html.ts';
import { sanitizeHtml } from '../../ui/sanitize-html.ts';
import { optional, required } from '../shared/load.ts';
import { SERVICE_EXCEPTION, toastServiceException } from './failure-toast.ts';
import { DEFAULT_BUSINESS_KEY } from './vip-rules.ts';
import { VIP_SHARE_CLIENT_TYPE, type VipShareOptions } from './vip-share.ts';

/** A level as every visitor sees it: no personal field, its rich text sanitized. */
export interface VipLevelView {
  vipKey: string;
  vipName: string;
  vipLevel?: number;
  skuList: VipSku[];
  rightsContent: SafeHtml;
  helpContent: SafeHtml;
}

/** What vip.html shows before it knows who is looking. */
export interface VipPage {
  businessKey: string;
  levels: VipLevelView[];
  /** The share option of each clientType; the host chooses one once the page is shown (R9.11). */
  share: VipShareOptions;
}

/** The businesskey header the VIP calls carry (spec §7). */
export function businessHeaders(businessKey: string): Record<string, string> {
  return { businesskey: businessKey };
}

/**
 * vip.html's data: the levels of the business (`vipCenter/list`, the page cannot do without) and
 * its share options (one per clientType, R9.11). Whatever the answer holds of the visitor's own (status, next level, rights
 * period) is left out: the server's HTML is the same for everyone, and the visitor's part fills
 * in after hydration (use-vip-visitor.ts). Any failure reads 服务异常 (R8.10).
 */
export async function loadVipPage(
  api: ApiClient,
  query: QueryParams,
  signal?: AbortSignal,
): Promise<VipPage> {
  const businessKey = query.businessKey ?? DEFAULT_BUSINESS_KEY;
  const headers = businessHeaders(businessKey);
  const aborting = signal ? { signal } : {};
  try {
    // R9.11: both clientTypes' options; which one is shared depends on the host (vip-share.ts).
    const shareOf = (clientType: number): Promise<VipShareInfo> =>
      optional(
        api,
        'vipShareInfoQueryVipShareInfo',
        {
          body: {
            appId: currentDeployment.appId,
            clientType,
            ...(query.vipKey ? { vipKey: query.vipKey } : {}),
          },
          headers,
          ...aborting,
        },
        null,
      );
    const shares = Promise.all([
      shareOf(VIP_SHARE_CLIENT_TYPE.appAndH5),
      shareOf(VIP_SHARE_CLIENT_TYPE.miniProgram),
    ]);
    const answer = await required(api, 'vipCenterList', {
      body: { businessKey },
      headers,
      ...aborting,
    });
    const levels = await Promise.all(
      answer.map(async (level) => ({
        vipKey: level.vipKey,
        vipName: level.vipName ?? level.vipKey,
        ...(level.vipLevel !== undefined ? { vipLevel: level.vipLevel } : {}),
        skuList: level.skuList ?? [],
        rightsContent: await sanitizeHtml(level.rightsContent),
        helpContent: await sanitizeHtml(level.helpContent),
      })),
    );
    if (levels.length === 0) throw new PageLoadError('server', SERVICE_EXCEPTION);
    const [appAndH5, miniProgram] = await shares;
    return {
      businessKey,
      levels,
      share: {
        [VIP_SHARE_CLIENT_TYPE.appAndH5]: appAndH5,
        [VIP_SHARE_CLIENT_TYPE.miniProgram]: miniProgram,
      },
    };
  } catch (error) {
    // R8.10: told in a toast too, where the browser loads the page itself (the page server's
    // failure is toasted by the client entry).
    if (!import.meta.env.SSR && !signal?.aborted) toastServiceException();
    if (error instanceof PageLoadError) throw new PageLoadError(error.failure, SERVICE_EXCEPTION);
    throw error;
  }
}
