import { useCallback, useSyncExternalStore } from 'react';
import { useApi } from '../../api/use-api.tsx';
import { useFormsRoot } from '../../forms/FormServicesProvider.tsx';
import { StatusView } from '../../ui/StatusView.tsx';
import type { ScreenProps } from '../shared/screen.ts';
import { LoadedPart } from '../shared/LoadedPart.tsx';
import { ListHeader } from '../site/ListHeader.tsx';
import { loadMySignUpPage } from './load-my-sign-ups.ts';
import { MySignUpList } from './MySignUpList.tsx';
import '../site/site-lists.css';
import './meeting-rows.css';

/** The first page of one visitor's sign-ups: loading, the list, or the failure with 重试. */
function SignUpsOf({ search }: { search: string }) {
  const api = useApi();
  const load = useCallback((signal: AbortSignal) => loadMySignUpPage(api, 1, signal), [api]);
  return (
    <LoadedPart load={load}>{(first) => <MySignUpList first={first} search={search} />}</LoadedPart>
  );
}

/**
 * My sign-ups (spec §7 `conferenceSignUpData/mySignUpDataPage`; docs/conference.md): the same
 * shell for everyone from the server; once hydrated, a visitor is asked to log in first and a
 * logged-in visitor sees their sign-ups (asked again for another login).
 */
export function MySignUpsScreen({ search }: ScreenProps<null>) {
  const forms = useFormsRoot();
  // Unknown on the server and while hydrating (the shell is the same for everyone), then whether
  // the visitor is logged in, kept up to date on every login and logout.
  const visitor = useSyncExternalStore(
    forms.auth.subscribe,
    () => forms.auth.user()?.id ?? 'visitor',
    () => 'unknown',
  );
  return (
    <main className="bc-site-list bc-my-sign-ups">
      <ListHeader title="我的报名" subtitle="您报名的会议，最近报名的在前" />
      {visitor === 'unknown' && <StatusView kind="loading" fullScreen={false} />}
      {visitor === 'visitor' && (
        <StatusView kind="empty" title="登录后查看您的报名" fullScreen={false}>
          <button
            type="button"
            className="bc-my-sign-ups__login"
            onClick={() => void forms.ensureLogin()}
          >
            登录
          </button>
        </StatusView>
      )}
      {visitor !== 'unknown' && visitor !== 'visitor' && (
        <SignUpsOf key={visitor} search={search} />
      )}
    </main>
  );
}
