import type { ModuleKind } from '../schemas/index.ts';
import type { ModuleRenderer, Renderers } from './registry-type.tsx';

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

/** The renderers this browser has loaded so far; a page renders once its kinds are in. */
const loaded: { [Kind in ModuleKind]?: ModuleRenderer<Kind> } = {};

/** The renderers loaded so far (read by `<Page>`; filled by `loadRenderers`). */
export const loadedRenderers: Renderers = loaded;

async function loadOne<Kind extends ModuleKind>(kind: Kind): Promise<void> {
  if (loaded[kind]) return;
  const renderer = await CHUNKS[kind].load();
  loaded[kind] = renderer as (typeof loaded)[Kind];
}

/**
 * Loads the renderers of these kinds (each chunk once, in parallel). Resolves when all are in
 * `loadedRenderers`; rejects when a chunk cannot be fetched (the screen offers a retry).
 */
export async function loadRenderers(kinds: Iterable<ModuleKind>): Promise<void> {
  await Promise.all([...new Set(kinds)].map((kind) => loadOne(kind)));
}

/** The build-manifest sources of these kinds' renderer chunks, for the page server's preloads. */
export function rendererSources(kinds: Iterable<ModuleKind>): string[] {
  return [...new Set(kinds)].map((kind) => `registry/${CHUNKS[kind].folder}/index.ts`);
}
