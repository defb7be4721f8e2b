import type { ApiClient } from '../api/client.ts';
import { unwrap } from '../api/gateway.ts';
import type { DataSources } from '../registry/data-sources.tsx';

/**
 * Live status from `roomLive/detail`. Its answer is checked against the live item's schema at the
 * edge of api/ (schemas/answers.ts), so a renderer never sees another shape.
 */
export function apiDataSources(api: ApiClient): DataSources {
  return {
    async liveDetail(roomLiveId, signal) {
      const answer = await api.call('roomLiveDetail', {
        body: { roomLiveId },
        ...(signal ? { signal } : {}),
      });
      return unwrap(answer, 'roomLiveDetail');
    },
  };
}
