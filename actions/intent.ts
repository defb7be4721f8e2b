import type { Pic, Product } from '../schemas/index.ts';

/** A navigation target of banners and cards (spec §3): jumpType 1 app, 2 h5, 3 mini-program. */
export interface NavigationTarget {
  jumpType: number;
  jumpFlag?: string;
  skipContent?: string;
  appId?: string;
  wxmpId?: string;
}

/**
 * What a tap asks for, as data. Renderers emit intents; `resolve()` decides the effects per
 * environment and `perform()` carries them out.
 */
export type Intent =
  | { kind: 'imageTap'; moduleId: string; pic: Pic; stayConsult: number }
  | { kind: 'navigate'; target: NavigationTarget }
  | { kind: 'openProject'; projectId: string }
  | { kind: 'openArticle'; articleId: string }
  | { kind: 'openTopic'; topicId: string }
  | { kind: 'openBusiness'; projectId: string }
  | { kind: 'liveTap'; roomLiveId: string; status: number }
  | { kind: 'goodsTap'; product: Product }
  | { kind: 'openActivityPage'; pageId: string }
  | { kind: 'openLink'; url: string }
  | { kind: 'back' }
  | { kind: 'share' };

export type IntentKind = Intent['kind'];
