import { useCallback } from 'react';
import { useApi } from '../../api/use-api.tsx';
import { LoadMore } from '../../ui/LoadMore.tsx';
import { StatusView } from '../../ui/StatusView.tsx';
import type { ListPage } from '../site/list-page.ts';
import { usePagedList } from '../site/use-paged-list.ts';
import { loadMySignUpPage, type ListedSignUp } from './load-my-sign-ups.ts';
import { meetingPlace, minutes } from './meeting-text.ts';
import { meetingHref, MeetingRow } from './MeetingRow.tsx';

/**
 * The visitor's sign-ups once the first page is in: newest first, the next pages as the list
 * scrolls (a failure keeps what is shown, with 重试), or the empty state.
 */
export function MySignUpList({ first, search }: { first: ListPage<ListedSignUp>; search: string }) {
  const api = useApi();
  const load = useCallback(
    (pageIndex: number, signal: AbortSignal) => loadMySignUpPage(api, pageIndex, signal),
    [api],
  );
  const { items, status, loadMore } = usePagedList(first, load);
  if (items.length === 0 && status === 'end')
    return (
      <StatusView
        kind="empty"
        title="暂无报名"
        message="您报名的会议会在这里展示"
        fullScreen={false}
      />
    );
  return (
    <>
      <ul className="bc-site-list__panel" aria-label="我的报名">
        {items.map((signUp, index) => (
          <li className="bc-meeting-rows__item" key={`${signUp.id ?? signUp.mid}:${index}`}>
            <MeetingRow
              name={signUp.meetingName?.trim() || '会议'}
              cover={signUp.coverImg}
              href={meetingHref(signUp.mid, search)}
              facts={[
                minutes(signUp.meetingStartTime) && `时间：${minutes(signUp.meetingStartTime)}`,
                meetingPlace(signUp) && `地点：${meetingPlace(signUp)}`,
                minutes(signUp.signUpTime) && `报名于 ${minutes(signUp.signUpTime)}`,
              ]}
            />
          </li>
        ))}
      </ul>
      <LoadMore status={status} onMore={loadMore} />
    </>
  );
}
