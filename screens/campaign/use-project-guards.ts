import { useCallback, useRef } from 'react';
import { createTapGuard } from './tap-guard.ts';

/**
 * One tap guard (R9.03, tap-guard.ts) per project of a list: ten rapid taps on one project run its
 * action once, while another project's taps are its own. `free` drops a project's guard, so its next
 * tap (a 重试 after a failure) runs at once.
 */
export function useProjectGuards(): {
  guardOf: (projectId: string) => ReturnType<typeof createTapGuard>;
  free: (projectId: string) => void;
} {
  const guards = useRef(new Map<string, ReturnType<typeof createTapGuard>>());
  const guardOf = useCallback((projectId: string) => {
    const guard = guards.current.get(projectId) ?? createTapGuard();
    guards.current.set(projectId, guard);
    return guard;
  }, []);
  const free = useCallback((projectId: string) => void guards.current.delete(projectId), []);
  return { guardOf, free };
}
