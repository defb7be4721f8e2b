import { createElement, use, type FunctionComponent } from 'react';
import type { ModuleKind } from '../schemas/index.ts';
import type { ModuleProps } from './module-props.ts';
import type { ModuleRenderer, Registry } from './registry-type.tsx';

/** Where a kind's renderer lives (`registry/<folder>/index.ts`) and how the browser loads it. */
interface RendererChunk<Kind extends ModuleKind> {
  folder: string;
  load: () => Promise<ModuleRenderer<Kind>>;
}

/**
 * Each kind's renderer as its own chunk: a page's first JavaScript carries only the kinds it holds.
 * The folder names the chunk's source in the build manifest, which the page server reads to
 * preload the chunks of the page it rendered.
 */
const CHUNKS: { [Kind in ModuleKind]: RendererChunk<Kind> } = {
  imageGroup: {
    folder: 'image-group',
    load: () => import('./image-group/index.ts').then((chunk) => chunk.ImageGroup),
  },
  video: { folder: 'video', load: () => import('./video/index.ts').then((chunk) => chunk.Video) },
  article: {
    folder: 'article',
    load: () => import('./article/index.ts').then((chunk) => chunk.ArticleList),
  },
  articleTopic: {
    folder: 'article-topic',
    load: () => import('./article-topic/index.ts').then((chunk) => chunk.ArticleTopic),
  },
  project: {
    folder: 'project',
    load: () => import('./project/index.ts').then((chunk) => chunk.ProjectList),
  },
  business: {
    folder: 'business',
    load: () => import('./business/index.ts').then((chunk) => chunk.BusinessList),
  },
  live: { folder: 'live', load: () => import('./live/index.ts').then((chunk) => chunk.Live) },
  signUpForm: {
    folder: 'sign-up-form',
    load: () => import('./sign-up-form/index.ts').then((chunk) => chunk.SignUpForm),
  },
  goods: { folder: 'goods', load: () => import('./goods/index.ts').then((chunk) => chunk.Goods) },
  audio: { folder: 'audio', load: () => import('./audio/index.ts').then((chunk) => chunk.Audio) },
};

/** A kind's renderer, on its way or in. */
type Loading = Promise<ModuleRenderer<ModuleKind>>;

/** Each kind's chunk, loading or loaded; a failed load is forgotten, so a retry fetches it again. */
const loads = new Map<ModuleKind, Loading>();

function rendererOf(kind: ModuleKind): Loading {
  let loading = loads.get(kind);
  if (!loading) {
    const started: Loading = (CHUNKS[kind].load as () => Promise<ModuleRenderer<ModuleKind>>)();
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

/** The build-manifest sources of these kinds' renderer chunks, for the page server's preloads. */
export function rendererSources(kinds: Iterable<ModuleKind>): string[] {
  return [...new Set(kinds)].map((kind) => `registry/${CHUNKS[kind].folder}/index.ts`);
}
