import type { ApiClient } from '../../api/client.ts';
import type { MySignUp } from '../../schemas/meeting.ts';
import { required } from '../shared/load.ts';
import { LIST_PAGE_SIZE, listPage, type ListPage } from '../site/list-page.ts';

/** A sign-up the list can open: the meeting it is for is known. */
export type ListedSignUp = MySignUp & { mid: string };

function opens(signUp: MySignUp): signUp is ListedSignUp {
  return signUp.mid !== undefined;
}

/**
 * A page of the visitor's sign-ups (`conferenceSignUpData/mySignUpDataPage`, newest first); asked
 * only once logged in, the session's token goes with it.
 */
export async function loadMySignUpPage(
  api: ApiClient,
  pageIndex: number,
  signal?: AbortSignal,
): Promise<ListPage<ListedSignUp>> {
  const answer = await required(api, 'conferenceSignUpDataMySignUpDataPage', {
    body: { pageIndex, pageSize: LIST_PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });
  return listPage(answer, pageIndex, (answer.records ?? []).filter(opens));
}
