import type { PageModule } from '../registry/index.ts';
import type { Background, ModuleKind, ShareOption } from '../schemas/index.ts';

/** Why a module was dropped, for staff (`?preview=1`); never shown to visitors. */
export interface ModuleDiagnostic {
  moduleId: string;
  name: string;
  /** The wire type, as sent. */
  type: string;
  /** Where it failed: the entry itself, its JSON text, its type number, its config schema, or rendering. */
  stage: 'entry' | 'json' | 'type' | 'schema' | 'render';
  schemaPath: string;
  message: string;
}

/** One entry of the page: a module ready to render, or a dropped one with its diagnostic. */
export type PageEntry =
  { ok: true; module: PageModule } | { ok: false; diagnostic: ModuleDiagnostic };

/** The typed page the runtime renders. */
export interface PageModel {
  id: string;
  name: string;
  activeId?: string;
  share?: ShareOption;
  background: Background;
  entries: PageEntry[];
}

/** The kinds of the page's valid modules: the renderers it needs. */
export function moduleKinds(page: PageModel): ModuleKind[] {
  return page.entries.flatMap((entry) => (entry.ok ? [entry.module.kind] : []));
}
