import { ArticleTopic } from './article-topic/index.ts';
import { ArticleList } from './article/index.ts';
import { Audio } from './audio/index.ts';
import { BusinessList } from './business/index.ts';
import { Goods } from './goods/index.ts';
import { ImageGroup } from './image-group/index.ts';
import { Live } from './live/index.ts';
import { ProjectList } from './project/index.ts';
import type { Registry } from './registry-type.tsx';
import { SignUpForm } from './sign-up-form/index.ts';
import { Video } from './video/index.ts';

/**
 * Every module kind's renderer, imported at once: for the page server, tests and Storybook, where
 * size does not matter. The browser loads only a page's own kinds (`loadRenderers` in the index).
 */
export const registry = {
  imageGroup: ImageGroup,
  video: Video,
  article: ArticleList,
  articleTopic: ArticleTopic,
  project: ProjectList,
  business: BusinessList,
  live: Live,
  signUpForm: SignUpForm,
  goods: Goods,
  audio: Audio,
} satisfies Registry;
