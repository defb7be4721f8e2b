import type { ModuleKind } from '../schemas/index.ts';

/**
 * The folder of each kind's renderer (`registry/<folder>/index.ts`, the chunk `loaders.ts` imports):
 * the chunk's source in the build manifest. Only the page server reads it, so it stays out of the
 * browser's first JavaScript. A folder that is not a chunk fails the render (client shell, logged)
 * and the page-server e2e.
 */
const FOLDERS: Record<ModuleKind, string> = {
  imageGroup: 'image-group',
  video: 'video',
  article: 'article',
  articleTopic: 'article-topic',
  project: 'project',
  business: 'business',
  live: 'live',
  signUpForm: 'sign-up-form',
  goods: 'goods',
  audio: 'audio',
};

/** The build-manifest sources of these kinds' renderer chunks, for the page server's preloads. */
export function rendererSources(kinds: Iterable<ModuleKind>): string[] {
  return [...new Set(kinds)].map((kind) => `registry/${FOLDERS[kind]}/index.ts`);
}
