import { lazy, Suspense } from 'react';
import type { ModuleDiagnostic } from './page-model.ts';

const Card = lazy(() =>
  import('./ModuleDiagnosticCard.tsx').then((chunk) => ({ default: chunk.ModuleDiagnosticCard })),
);

/** A dropped module's diagnostic for staff (`?preview=1`): its own chunk, never a visitor's. */
export function DiagnosticCard({ diagnostic }: { diagnostic: ModuleDiagnostic }) {
  return (
    <Suspense fallback={null}>
      <Card diagnostic={diagnostic} />
    </Suspense>
  );
}
