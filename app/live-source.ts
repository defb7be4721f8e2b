import type { ApiClient } from '../api/client.ts';
import { unwrap } from '../api/gateway.ts';
import type { DataSources } from '../registry/data-sources.tsx';
import { validate } from '../schemas/index.ts';

/** Live status from `roomLive/detail`, checked against its schema before a renderer sees it. */
export function apiDataSources(api: ApiClient): DataSources {
  return {
    async liveDetail(roomLiveId, signal) {
      const answer = await api.call('roomLiveDetail', {
        body: { roomLiveId },
        ...(signal ? { signal } : {}),
      });
      const item = validate('liveItem', unwrap(answer, 'roomLiveDetail'));
      if (!item.ok)
        throw new Error(
          `roomLive/detail answered an unexpected shape: ${item.issue.instancePath} ${item.issue.message}`,
        );
      return item.value;
    },
  };
}
