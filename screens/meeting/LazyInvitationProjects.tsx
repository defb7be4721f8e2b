import { lazy, Suspense } from 'react';
import type { InvitationProjectsProps } from './InvitationProjects.tsx';

/** The invitation projects' chunk, preloaded when the invitation brings projects. */
export const INVITATION_PROJECTS_SOURCE = 'screens/meeting/InvitationProjects.tsx';

// The rows and their styles come in their own chunk: a meeting page opened without an invitation
// (most visits) never loads them; the server renders them and preloads the chunk.
const InvitationProjects = lazy(() => import('./InvitationProjects.tsx'));

/** The invitation's projects below the meeting (InvitationProjects.tsx); none: no block. */
export function LazyInvitationProjects({ projects, search }: InvitationProjectsProps) {
  if (projects.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <InvitationProjects projects={projects} search={search} />
    </Suspense>
  );
}
