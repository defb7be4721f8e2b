import { useCallback } from 'react';
import { useApi } from '../../api/use-api.tsx';
import { LoadMore } from '../../ui/LoadMore.tsx';
import { StatusView } from '../../ui/StatusView.tsx';
import type { ListPage } from '../site/list-page.ts';
import { usePagedList } from '../site/use-paged-list.ts';
import { ConferenceRow } from './ConferenceRow.tsx';
import {
  loadConferencePage,
  type ConferenceFilter,
  type ShownMeeting,
} from './load-conference-list.ts';
import type { Reminders } from './use-reminders.ts';

/**
 * The meetings under one filter from its first page on: the next pages as the list scrolls (a
 * failure keeps what is shown, with 重试), or the empty state.
 */
export function ConferenceResults({
  first,
  filter,
  search,
  reminders,
}: {
  first: ListPage<ShownMeeting>;
  filter: ConferenceFilter;
  search: string;
  reminders: Reminders;
}) {
  const api = useApi();
  const load = useCallback(
    (pageIndex: number, signal: AbortSignal) => loadConferencePage(api, filter, pageIndex, signal),
    [api, filter],
  );
  const { items, total, status, loadMore } = usePagedList(first, load);
  if (items.length === 0 && status === 'end')
    return (
      <StatusView kind="empty" title="暂无会议" message="换个城市或状态看看" fullScreen={false} />
    );
  return (
    <>
      {total !== undefined && <p className="bc-conference-list__count">共 {total} 场会议</p>}
      <ul className="bc-site-list__panel" aria-label="会议">
        {items.map((shown, index) => (
          <li className="bc-meeting-rows__item" key={`${shown.meeting.id}:${index}`}>
            <ConferenceRow shown={shown} search={search} reminders={reminders} />
          </li>
        ))}
      </ul>
      <LoadMore status={status} onMore={loadMore} />
    </>
  );
}
