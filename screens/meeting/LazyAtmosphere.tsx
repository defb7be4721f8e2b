import { lazy, Suspense } from 'react';
import type { AtmosphereValue } from './atmosphere.ts';

// The block and its rotation come in their own chunk: the server renders the lines, and the
// browser hydrates them once the chunk is there (the rest of the list does not wait for it). Where
// the browser renders the list itself (a static host), an empty box of the same height stands in
// until then, so nothing below moves when the lines arrive.
const Atmosphere = lazy(() => import('./Atmosphere.tsx'));

/** The list's atmosphere (Atmosphere.tsx); no line (none yet, or the call failed): no block. */
export function LazyAtmosphere({ atmosphere }: { atmosphere: AtmosphereValue }) {
  if (atmosphere.lines.length === 0) return null;
  return (
    <Suspense fallback={<div className="bc-atmosphere" />}>
      <Atmosphere atmosphere={atmosphere} />
    </Suspense>
  );
}
