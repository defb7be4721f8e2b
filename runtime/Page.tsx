import { useState, type CSSProperties, type ReactNode } from 'react';
import { cssColour, cssUrl } from '../lib/css.ts';
import { imageUrl } from '../lib/image.ts';
import { AboveTheFold, renderModule, type Registry } from '../registry/index.ts';
import type { Background } from '../schemas/index.ts';
import { ModuleBoundary } from './ModuleBoundary.tsx';
import { DiagnosticCard } from './DiagnosticCard.tsx';
import type { ModuleDiagnostic, PageModel } from './page-model.ts';
import './Page.css';

export interface PageProps {
  page: PageModel;
  registry: Registry;
  /** Staff preview (`?preview=1`): dropped modules show their diagnostic. */
  preview?: boolean;
  /** Shown in place of the modules when none of them can be shown (the screen's empty state). */
  empty?: ReactNode;
  /** Told about every module that fails while rendering (error reporting). */
  onModuleError?: (diagnostic: ModuleDiagnostic, error: unknown) => void;
  /**
   * Rendered afresh in the browser (loaded there, not hydrated from the server's HTML), its
   * renderers loaded before it shows: a module then needs no Suspense of its own (see
   * ModuleBoundary). Read when the page mounts.
   */
  fresh?: boolean;
  /** Renders only the first `limit` modules (the screen paces a long page: `usePacedCount`). */
  limit?: number;
}

function backgroundStyle(background: Background): CSSProperties {
  const colour = cssColour(background.commonBackgroundColor);
  return {
    ...(colour ? { backgroundColor: colour } : {}),
    ...(background.backgroundImg
      ? { backgroundImage: cssUrl(imageUrl(background.backgroundImg)) }
      : {}),
  };
}

/**
 * From this many modules a page is long: the browser lays out and paints only the modules near the
 * screen (`content-visibility: auto`), so a 1,000-module page never styles and lays out every
 * module in one task. Shorter pages are laid out whole, as before.
 */
export const LONG_PAGE_MODULES = 40;

/** Walks the page model: each valid module through its renderer inside its own boundary. */
export function Page({
  page,
  registry,
  preview = false,
  empty,
  onModuleError,
  fresh = false,
  limit = Number.POSITIVE_INFINITY,
}: PageProps) {
  const [suspense] = useState(!fresh);
  const first = page.entries.findIndex((entry) => entry.ok);
  const long = page.entries.length >= LONG_PAGE_MODULES;
  return (
    <main
      className={long ? 'bc-page bc-page--long' : 'bc-page'}
      style={backgroundStyle(page.background)}
      data-page-id={page.id}
    >
      {first === -1 && empty}
      {page.entries.slice(0, limit).map((entry, index) => {
        if (!entry.ok) {
          return preview ? (
            <DiagnosticCard key={`invalid-${index}`} diagnostic={entry.diagnostic} />
          ) : null;
        }
        const { module } = entry;
        return (
          <ModuleBoundary
            key={`${module.id}-${index}`}
            identity={{ moduleId: module.id, name: module.name, type: String(module.type) }}
            preview={preview}
            suspense={suspense}
            {...(onModuleError ? { onError: onModuleError } : {})}
          >
            {index === first ? (
              <AboveTheFold>{renderModule(registry, module)}</AboveTheFold>
            ) : (
              renderModule(registry, module)
            )}
          </ModuleBoundary>
        );
      })}
    </main>
  );
}
