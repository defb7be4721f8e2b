import { createElement, type FunctionComponent, type ReactNode } from 'react';
import type { ModuleKind } from '../schemas/index.ts';
import type { ModuleProps, PageModule } from './module-props.ts';

/** A renderer of one module kind. */
export type ModuleRenderer<Kind extends ModuleKind> = (props: ModuleProps<Kind>) => ReactNode;

/** Every module kind mapped to its renderer: a kind without one fails to compile. */
export type Registry = { [Kind in ModuleKind]: ModuleRenderer<Kind> };

/** Renders a module with the renderer of its kind. */
export function renderModule(registry: Registry, module: PageModule): ReactNode {
  // The registry's mapped type guarantees the pairing; TypeScript cannot correlate the union here.
  const renderer = registry[module.kind] as unknown as FunctionComponent<{ module: unknown }>;
  return createElement(renderer, { module });
}
