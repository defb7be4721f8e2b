import type { ApiClient } from '../../api/client.ts';
import type { QueryParams } from '../../lib/query.ts';
import type {
  ConferenceDataBoard,
  ConferenceFilters,
  ListedMeeting,
} from '../../schemas/conference-list.ts';
import { optional, required } from '../shared/load.ts';
import { LIST_PAGE_SIZE, listPage, type ListPage } from '../site/list-page.ts';
import type { AtmosphereValue } from './atmosphere.ts';
import { meetingState, type MeetingState } from './meeting-state.ts';

/** What the list is filtered by: a city (without 市) and a sign-up state; '' for all. */
export interface ConferenceFilter {
  city: string;
  state: string;
}

/** How many atmosphere lines the list asks `commonDict/queryAtmosphere` for. */
const ATMOSPHERE_LINES = 10;

/** No filter: the list as the server renders it. */
export const ALL_MEETINGS: ConferenceFilter = { city: '', state: '' };

/** A meeting of the list and its sign-up state when its page was loaded. */
export interface ShownMeeting {
  meeting: ListedMeeting;
  state: MeetingState;
}

/** What conference-list.html shows to everyone (reminders fill in after hydration). */
export interface ConferenceListValue {
  first: ListPage<ShownMeeting>;
  /** The filters; none when their call failed (the list is shown unfiltered). */
  filters: ConferenceFilters | undefined;
  /** The data board; none when its call failed. */
  board: ConferenceDataBoard | undefined;
  /** The atmosphere's lines, newest first; none when its call failed (the block is left out). */
  atmosphere: AtmosphereValue;
}

/** A page of `conferenceActivity/search` under a filter, each meeting's state decided now. */
export async function loadConferencePage(
  api: ApiClient,
  filter: ConferenceFilter,
  pageIndex: number,
  signal?: AbortSignal,
): Promise<ListPage<ShownMeeting>> {
  const answer = await required(api, 'conferenceActivitySearch', {
    body: {
      pageIndex,
      pageSize: LIST_PAGE_SIZE,
      ...(filter.city ? { city: filter.city } : {}),
      ...(filter.state ? { state: filter.state } : {}),
    },
    ...(signal ? { signal } : {}),
  });
  const now = Date.now();
  const shown = (answer.records ?? []).map((meeting) => ({
    meeting,
    state: meetingState(meeting, now),
  }));
  return listPage(answer, pageIndex, shown);
}

/**
 * conference-list.html's data: the first page unfiltered (the page cannot do without it), beside it
 * the filters, the data board and the atmosphere (shown without when they fail), asked at once.
 */
export async function loadConferenceList(
  api: ApiClient,
  _query: QueryParams,
  signal?: AbortSignal,
): Promise<ConferenceListValue> {
  const aborting = signal ? { signal } : {};
  const filters = optional(api, 'conferenceActivityFiltersAll', aborting, undefined);
  const board = optional(api, 'conferenceActivityDataBoard', aborting, undefined);
  const lines = optional(
    api,
    'commonDictQueryAtmosphere',
    { body: { pageSize: ATMOSPHERE_LINES }, ...aborting },
    [],
  );
  const first = await loadConferencePage(api, ALL_MEETINGS, 1, signal);
  const atmosphere = { lines: await lines, at: Date.now() };
  return { first, filters: await filters, board: await board, atmosphere };
}
