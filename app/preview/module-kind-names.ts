import type { ModuleKind } from '../../schemas/index.ts';

/** Each module kind as staff call it in the CMS. */
export const MODULE_KIND_NAMES: Record<ModuleKind, string> = {
  imageGroup: '图片组',
  video: '视频',
  article: '文章',
  articleTopic: '文章专题',
  project: '项目',
  business: '商机',
  live: '直播',
  signUpForm: '报名表单',
  goods: '好物',
  audio: '音频',
};
