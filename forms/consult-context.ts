import { readQuery } from '../lib/query.ts';
import type { Platform } from '../platform/platform.ts';
import type { ConsultContext } from './consult-payload.ts';

/**
 * The page values of a stay-consult commit: activeId from the page, channel and the promotion click
 * (clickId, platform: R9.15) from attribution, sceneId from the query.
 */
export async function consultContextFrom(platform: Pick<Platform, 'attribution' | 'search'>, page: { activeId?: string | undefined }): Promise<ConsultContext> {
  const { clickId, platform: clickPlatform } = platform.attribution.params();
  const channel = await platform.attribution.channel();
  const { sceneId } = readQuery(platform.search);
  return {
    ...(page.activeId ? { activeId: page.activeId } : {}),
    ...(channel ? { channel } : {}),
    ...(clickId ? { clickId } : {}),
    ...(clickPlatform ? { platform: clickPlatform } : {}),
    ...(sceneId ? { sceneId } : {}),
  };
}
