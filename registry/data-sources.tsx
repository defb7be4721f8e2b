import { createContext, useContext, type ReactNode } from 'react';
import type { LiveItem } from '../schemas/index.ts';

/**
 * Data a renderer needs after the page has loaded (e.g. the live status). Renderers never call the
 * network themselves: the runtime provides the real sources, stories and tests provide fakes.
 */
export interface DataSources {
  /** The current state of a live room, from `roomLive/detail`. */
  liveDetail(roomLiveId: string, signal?: AbortSignal): Promise<LiveItem>;
}

/** Sources that never answer: renderers keep showing their published config. */
export const offlineSources: DataSources = {
  liveDetail: () => Promise.reject(new Error('no data source provided')),
};

const SourcesContext = createContext<DataSources>(offlineSources);

export function DataSourcesProvider({
  sources,
  children,
}: {
  sources: DataSources;
  children: ReactNode;
}) {
  return <SourcesContext.Provider value={sources}>{children}</SourcesContext.Provider>;
}

export function useDataSources(): DataSources {
  return useContext(SourcesContext);
}
