import { useCallback, useState } from 'react';
import { useApi } from '../../api/use-api.tsx';
import { useFormsRoot } from '../../forms/FormServicesProvider.tsx';
import { SUCCESS_CODE } from '../../lib/wire.ts';
import { DRAW_FAILED } from './use-draw.ts';
import { useProjectGuards } from './use-project-guards.ts';

/**
 * The visitor's likes of the projects of activity `activeId` (spec §7
 * `activeProjectUserLike/clickUserLike2/{projectId}`): login first (R6.02), one tap in 3000 ms for
 * each project (R9.03), then 已赞 and the project's new count. The spec has no call to take a like
 * back, so a like stays (the gateway keeps one per visitor and project). A failure is a toast.
 */
export function useLikes(activeId: string): {
  liked: Readonly<Record<string, number>>;
  like: (projectId: string) => void;
} {
  const api = useApi();
  const forms = useFormsRoot();
  const [liked, setLiked] = useState<Readonly<Record<string, number>>>({});
  const { guardOf } = useProjectGuards();

  const like = useCallback(
    (projectId: string) => {
      void guardOf(projectId)(async () => {
        if (!(await forms.ensureLogin())) return;
        try {
          const { code, data, message } = await api.call('activeProjectUserLikeClickUserLike2', {
            params: { id: projectId },
            query: { activeId },
          });
          if (code === SUCCESS_CODE && data.liked === 1)
            setLiked((shown) => ({ ...shown, [projectId]: data.likes ?? 0 }));
          else forms.notify(message || DRAW_FAILED, { type: 'error' });
        } catch {
          forms.notify(DRAW_FAILED, { type: 'error' });
        }
      });
    },
    [guardOf, forms, api, activeId],
  );

  return { liked, like };
}
