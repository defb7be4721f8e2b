import { lazy, Suspense } from 'react';
import type { ScreenProps } from '../shared/screen.ts';
import { CampaignSkeleton } from './CampaignSkeleton.tsx';
import type { ProjectWitnessPage } from './load-project-witness.ts';

/** The per-project witness's chunk, preloaded by the page server for a projectWitness component. */
export const WITNESS_SOURCE = 'screens/campaign/ProjectWitnessScreen.tsx';

// The witness page's parts come in their own chunk: the server renders them in full and preloads
// it (campaignScreen.preload), the browser keeps that HTML until it is in; the other mechanics'
// pages never load it.
const ProjectWitnessScreen = lazy(() => import('./ProjectWitnessScreen.tsx'));

/** The per-project witness page (ProjectWitnessScreen.tsx). */
export function LazyWitnessScreen(props: ScreenProps<ProjectWitnessPage>) {
  return (
    <Suspense fallback={<CampaignSkeleton />}>
      <ProjectWitnessScreen {...props} />
    </Suspense>
  );
}
