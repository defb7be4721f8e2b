import { createElement, use, type FunctionComponent } from 'react';
import type { ModuleKind } from '../schemas/index.ts';
import type { ModuleProps } from './module-props.ts';
import type { ModuleRenderer, Registry } from './registry-type.tsx';

/**
 * Each kind's renderer as its own chunk: a page's first JavaScript carries only the kinds it holds.
 * (Where each chunk's source lies, for the page server's preloads: `sources.ts`.)
 */
const CHUNKS: { [Kind in ModuleKind]: () => Promise<ModuleRenderer<Kind>> } = {
  imageGroup: () => import('./image-group/index.ts').then((chunk) => chunk.ImageGroup),
  video: () => import('./video/index.ts').then((chunk) => chunk.Video),
  article: () => import('./article/index.ts').then((chunk) => chunk.ArticleList),
  articleTopic: () => import('./article-topic/index.ts').then((chunk) => chunk.ArticleTopic),
  project: () => import('./project/index.ts').then((chunk) => chunk.ProjectList),
  business: () => import('./business/index.ts').then((chunk) => chunk.BusinessList),
  live: () => import('./live/index.ts').then((chunk) => chunk.Live),
  signUpForm: () => import('./sign-up-form/index.ts').then((chunk) => chunk.SignUpForm),
  goods: () => import('./goods/index.ts').then((chunk) => chunk.Goods),
  audio: () => import('./audio/index.ts').then((chunk) => chunk.Audio),
};

/** A kind's renderer, on its way or in. */
type Loading = Promise<ModuleRenderer<ModuleKind>>;

/** Each kind's chunk, loading or loaded; a failed load is forgotten, so a retry fetches it again. */
const loads = new Map<ModuleKind, Loading>();

function rendererOf(kind: ModuleKind): Loading {
  let loading = loads.get(kind);
  if (!loading) {
    const started: Loading = (CHUNKS[kind] as () => Promise<ModuleRenderer<ModuleKind>>)();
    started.then(
      // React's thenable protocol: once marked, `use()` reads the renderer without suspending, so a
      // page whose chunks are in (loaded before it renders) shows at once.
      (renderer) => Object.assign(started, { status: 'fulfilled', value: renderer }),
      () => loads.delete(kind),
    );
    loads.set(kind, started);
    loading = started;
  }
  return loading;
}

/**
 * Loads the renderers of these kinds (each chunk once, in parallel). A page the browser loaded
 * itself waits for them before it shows, so its modules render at once.
 */
export async function loadRenderers(kinds: Iterable<ModuleKind>): Promise<void> {
  await Promise.all([...new Set(kinds)].map(rendererOf));
}

/** A kind's renderer as it stands in the browser: the loaded one, or a wait for its chunk. */
function lazyRenderer<Kind extends ModuleKind>(kind: Kind): ModuleRenderer<Kind> {
  function Lazy(props: ModuleProps<Kind>) {
    // Suspends (inside the module's boundary) until the chunk is in; a chunk that cannot be fetched
    // rejects into the boundary, which drops and reports this module alone.
    const renderer = use(rendererOf(kind)) as FunctionComponent<ModuleProps<Kind>>;
    return createElement(renderer, props);
  }
  Lazy.displayName = `Lazy(${kind})`;
  return Lazy;
}

/**
 * The browser's registry. The entry hydrates at once with it: the server's HTML of a module stays
 * in place until its chunk (preloaded by the server) arrives, and a tap on it meanwhile is replayed
 * by React once it has hydrated.
 */
export const lazyRegistry = Object.fromEntries(
  Object.keys(CHUNKS).map((kind) => [kind, lazyRenderer(kind as ModuleKind)]),
) as unknown as Registry;
