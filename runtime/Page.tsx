import type { CSSProperties, ReactNode } from 'react';
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

/** Walks the page model: each valid module through its renderer inside its own boundary. */
export function Page({ page, registry, preview = false, empty, onModuleError }: PageProps) {
  const first = page.entries.findIndex((entry) => entry.ok);
  return (
    <main className="bc-page" style={backgroundStyle(page.background)} data-page-id={page.id}>
      {first === -1 && empty}
      {page.entries.map((entry, index) => {
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
