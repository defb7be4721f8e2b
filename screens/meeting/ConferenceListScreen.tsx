import { useCallback, useState } from 'react';
import { useApi } from '../../api/use-api.tsx';
import type { ScreenProps } from '../shared/screen.ts';
import { LoadedPart } from '../shared/LoadedPart.tsx';
import { ListHeader } from '../site/ListHeader.tsx';
import { LazyAtmosphere } from './LazyAtmosphere.tsx';
import { ConferenceFilterBar } from './ConferenceFilterBar.tsx';
import { ConferenceResults } from './ConferenceResults.tsx';
import { DataBoard } from './DataBoard.tsx';
import {
  ALL_MEETINGS,
  loadConferencePage,
  type ConferenceFilter,
  type ConferenceListValue,
} from './load-conference-list.ts';
import { useReminders, type Reminders } from './use-reminders.ts';
import '../site/site-lists.css';
import './meeting-rows.css';

interface Shown {
  filter: ConferenceFilter;
  search: string;
  reminders: Reminders;
}

/** A filter's first page, asked in the browser: loading, its meetings, or the failure with 重试. */
function Filtered({ filter, search, reminders }: Shown) {
  const api = useApi();
  const load = useCallback(
    (signal: AbortSignal) => loadConferencePage(api, filter, 1, signal),
    [api, filter],
  );
  return (
    <LoadedPart load={load}>
      {(first) => (
        <ConferenceResults first={first} filter={filter} search={search} reminders={reminders} />
      )}
    </LoadedPart>
  );
}

/**
 * The conference list (spec §2 "screens implied by calls", §7 `conferenceActivity/*`): the data
 * board, the atmosphere, the filters, the meetings page after page with their states, and 提醒我
 * (login first); the unfiltered first page is the server's, another filter's is asked in the browser.
 */
export function ConferenceListScreen({ value, search }: ScreenProps<ConferenceListValue>) {
  const [filter, setFilter] = useState(ALL_MEETINGS);
  const reminders = useReminders();
  const unfiltered = !filter.city && !filter.state;
  return (
    <main className="bc-site-list bc-conference-list">
      <ListHeader title="会议活动" subtitle="天九共享全国会议，报名开始前可设置提醒" />
      {value.board && <DataBoard board={value.board} />}
      <LazyAtmosphere atmosphere={value.atmosphere} />
      {value.filters && (
        <ConferenceFilterBar filters={value.filters} filter={filter} onChange={setFilter} />
      )}
      {unfiltered ? (
        <ConferenceResults
          first={value.first}
          filter={ALL_MEETINGS}
          search={search}
          reminders={reminders}
        />
      ) : (
        <Filtered
          key={`${filter.city}|${filter.state}`}
          filter={filter}
          search={search}
          reminders={reminders}
        />
      )}
    </main>
  );
}
