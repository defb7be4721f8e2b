export type { Renderers } from './registry-type.tsx';
export { renderModule } from './registry-type.tsx';
export { loadedRenderers, loadRenderers, rendererSources } from './loaders.ts';
export { AboveTheFold } from './above-the-fold.tsx';
export type { PageModule } from './module-props.ts';
