import ended from '../fixtures/modules/live/detail-ended.json';
import live3 from '../fixtures/modules/live/detail-live-3.json';
import live from '../fixtures/modules/live/detail-live.json';
import longText from '../fixtures/modules/live/detail-long-text.json';
import noCover from '../fixtures/modules/live/detail-no-cover.json';
import preview from '../fixtures/modules/live/detail-preview.json';
import replay from '../fixtures/modules/live/detail-replay.json';
import type { LiveItem } from '../schemas/index.ts';
import { recordedLiveItem } from './fixtures.ts';

/** Recorded roomLive/detail answers, one per live status (R4.07). */
export const LIVE_DETAILS = {
  preview: recordedLiveItem(preview),
  live: recordedLiveItem(live),
  live3: recordedLiveItem(live3),
  replay: recordedLiveItem(replay),
  ended: recordedLiveItem(ended),
  longText: recordedLiveItem(longText),
  noCover: recordedLiveItem(noCover),
} as const satisfies Record<string, LiveItem>;

/** The recorded answers by room id: what the default story data source answers. */
export const LIVE_ROOMS: Readonly<Record<string, LiveItem>> = Object.fromEntries(
  Object.values(LIVE_DETAILS).map((item) => [item.roomLiveId ?? '', item]),
);
