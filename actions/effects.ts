import type { TrackProperties } from './intent.ts';
import type { MiniProgramLink, ProductLink } from '../platform/browser.ts';
import type { SharePayload } from '../platform/share.ts';
import type { MapLocation } from '../lib/map.ts';
import type { StayConsultPayload } from './stay-consult.ts';

/**
 * What a tap does, as data, in order. `perform()` runs them one after the other; a `login` the
 * visitor does not complete stops the rest.
 */
export type Effect =
  | { type: 'login' }
  | { type: 'commitStayConsult'; payload: StayConsultPayload }
  | { type: 'open'; url: string }
  | { type: 'nativeJump'; module: string; params: Record<string, string> }
  | { type: 'nativeBack' }
  | { type: 'historyBack' }
  | { type: 'miniProgramNavigate'; url: string }
  | { type: 'miniProgramBack' }
  | {
      type: 'appOpenMiniProgram';
      appId?: string;
      originalId?: string;
      path: string;
      envVersion: 'release' | 'trial';
    }
  | { type: 'openMiniProgramLink'; link: MiniProgramLink }
  | { type: 'openProduct'; link: ProductLink }
  /** Wake the app by `url` (its scheme); open `fallbackUrl` (the download address) when it does not open. */
  | { type: 'launchApp'; url: string; fallbackUrl: string }
  | { type: 'track'; event: string; properties: TrackProperties }
  | { type: 'appShare'; payload: SharePayload }
  | { type: 'wechatShare'; payload: SharePayload }
  /** WeChat's own map at the place (signed first, R8.17). */
  | { type: 'wechatOpenLocation'; location: MapLocation }
  | { type: 'miniProgramShare'; payload: SharePayload }
  | { type: 'toast'; message: string }
  | { type: 'refused'; reason: string }
  | { type: 'ignored'; reason: string };
