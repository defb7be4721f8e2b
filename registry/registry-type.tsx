import { createElement, type FunctionComponent, type ReactNode } from 'react';
import type { ModuleKind } from '../schemas/index.ts';
import type { ModuleProps, PageModule } from './module-props.ts';

/** A renderer of one module kind. */
export type ModuleRenderer<Kind extends ModuleKind> = (props: ModuleProps<Kind>) => ReactNode;

/** Every module kind mapped to its renderer: a kind without one fails to compile. */
export type Registry = { [Kind in ModuleKind]: ModuleRenderer<Kind> };

/** The renderers at hand: every kind (server, tests) or the kinds loaded so far (browser). */
export type Renderers = { readonly [Kind in ModuleKind]?: ModuleRenderer<Kind> };

/** Stands in for a renderer that is not loaded: it throws when rendered, inside the module's boundary. */
function NotLoaded({ module }: { module: PageModule }): never {
  throw new Error(`the ${module.kind} renderer is not loaded`);
}

/**
 * Renders a module with the renderer of its kind. A kind whose renderer is not loaded throws while
 * rendering, so the module's boundary drops it (and reports) rather than the page.
 */
export function renderModule(renderers: Renderers, module: PageModule): ReactNode {
  // The mapped type guarantees the pairing; TypeScript cannot correlate the union here.
  const renderer = (renderers[module.kind] ?? NotLoaded) as FunctionComponent<{ module: unknown }>;
  return createElement(renderer, { module });
}
