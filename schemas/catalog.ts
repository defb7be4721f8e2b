import type { Infer } from './infer.ts';
import type { ModuleKind } from './module-types.ts';
import {
  articleTopicModuleSchema,
  type ArticleTopicModuleConfig,
} from './modules/article-topic.ts';
import { articleModuleSchema, type ArticleModuleConfig } from './modules/article.ts';
import { audioSchema, type AudioConfig } from './modules/audio.ts';
import { businessModuleSchema, type BusinessModuleConfig } from './modules/business.ts';
import { goodsModuleSchema, productSchema, type GoodsModuleConfig } from './modules/goods.ts';
import { imageGroupSchema, type ImageGroupConfig } from './modules/image-group.ts';
import { liveItemSchema, liveModuleSchema, type LiveModuleConfig } from './modules/live.ts';
import { projectModuleSchema, type ProjectModuleConfig } from './modules/project.ts';
import {
  extendedFieldSchema,
  signUpFormModuleSchema,
  type SignUpFormModuleConfig,
} from './modules/sign-up-form.ts';
import { videoSchema, type VideoConfig } from './modules/video.ts';
import { backgroundFindSchema, backgroundSchema, moduleSubSchema, pageSchema } from './page.ts';

/** Each module kind's config schema; a kind without one fails to compile. */
export const MODULE_SCHEMAS = {
  imageGroup: imageGroupSchema,
  video: videoSchema,
  article: articleModuleSchema,
  articleTopic: articleTopicModuleSchema,
  project: projectModuleSchema,
  business: businessModuleSchema,
  live: liveModuleSchema,
  signUpForm: signUpFormModuleSchema,
  goods: goodsModuleSchema,
  audio: audioSchema,
} as const satisfies Record<ModuleKind, object>;

/** Every schema the client validates against; compiled ahead of time into standalone validators. */
export const SCHEMAS = {
  ...MODULE_SCHEMAS,
  page: pageSchema,
  moduleSub: moduleSubSchema,
  background: backgroundSchema,
  backgroundFind: backgroundFindSchema,
  extendedField: extendedFieldSchema,
  liveItem: liveItemSchema,
  product: productSchema,
} as const;

export type SchemaName = keyof typeof SCHEMAS;
export type SchemaType<Name extends SchemaName> = Infer<(typeof SCHEMAS)[Name]>;

/**
 * Each kind's config type, inferred once from its schema in the module's own file. A concrete map
 * keeps generic code over `ModuleKind` cheap for the compiler (no schema inference per use).
 */
export interface ModuleConfigs {
  imageGroup: ImageGroupConfig;
  video: VideoConfig;
  article: ArticleModuleConfig;
  articleTopic: ArticleTopicModuleConfig;
  project: ProjectModuleConfig;
  business: BusinessModuleConfig;
  live: LiveModuleConfig;
  signUpForm: SignUpFormModuleConfig;
  goods: GoodsModuleConfig;
  audio: AudioConfig;
}

export type ModuleConfig<Kind extends ModuleKind> = ModuleConfigs[Kind];
