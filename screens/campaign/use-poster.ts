import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../api/use-api.tsx';
import { SUCCESS_CODE } from '../../lib/wire.ts';
import { DRAW_FAILED } from './use-draw.ts';

/** Where a signed-up project's poster stands: not asked, being asked, shown, or failed (with why). */
export type PosterState =
  | { kind: 'closed' }
  | { kind: 'loading' }
  | { kind: 'shown'; posterUrl: string }
  | { kind: 'failed'; message: string };

/**
 * The poster of the sign-up `signUpId` (`activeProjectSignUp/getProjectPosterForRandom/{id}`): asked
 * on the first tap (生成海报) and again on each 换一张 or 重试; an answer that arrives after a newer ask
 * (or after the row went away) is dropped.
 */
export function usePoster(signUpId: string): { poster: PosterState; ask: () => void } {
  const api = useApi();
  const [poster, setPoster] = useState<PosterState>({ kind: 'closed' });
  const latest = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => latest.current?.abort(), []);

  const ask = useCallback(() => {
    latest.current?.abort();
    const controller = new AbortController();
    latest.current = controller;
    setPoster({ kind: 'loading' });
    api
      .call('activeProjectSignUpGetProjectPosterForRandom', {
        params: { id: signUpId },
        signal: controller.signal,
      })
      .then(
        ({ code, data, message }) =>
          code === SUCCESS_CODE
            ? { kind: 'shown' as const, posterUrl: data.posterUrl }
            : { kind: 'failed' as const, message: message || '海报生成失败' },
        () => ({ kind: 'failed' as const, message: DRAW_FAILED }),
      )
      .then((state) => {
        if (!controller.signal.aborted) setPoster(state);
      });
  }, [api, signUpId]);

  return { poster, ask };
}
