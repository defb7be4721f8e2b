import type { Infer } from './infer.ts';
import type { ModuleKind } from './module-types.ts';
import { articleTopicModuleSchema } from './modules/article-topic.ts';
import { articleModuleSchema } from './modules/article.ts';
import { audioSchema } from './modules/audio.ts';
import { businessModuleSchema } from './modules/business.ts';
import { goodsModuleSchema, productSchema } from './modules/goods.ts';
import { imageGroupSchema } from './modules/image-group.ts';
import { liveItemSchema, liveModuleSchema } from './modules/live.ts';
import { projectModuleSchema } from './modules/project.ts';
import { extendedFieldSchema, signUpFormModuleSchema } from './modules/sign-up-form.ts';
import { videoSchema } from './modules/video.ts';
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
export type ModuleConfig<Kind extends ModuleKind> = SchemaType<Kind>;
