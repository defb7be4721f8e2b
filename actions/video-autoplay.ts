import { mutedAutoplay, type Autoplay } from '../platform/autoplay.ts';
import { isHost, type Host } from '../platform/host.ts';
import { weChatAutoplay } from '../platform/wechat-autoplay.ts';

/** The one table of how each host lets a video start by itself (spec §4 video). */
export function autoplayFor(host: Host, win: Window): Autoplay {
  switch (host) {
    case 'wechatBrowser':
      return weChatAutoplay(win);
    case 'app':
    case 'miniProgram':
    case 'browser':
      return mutedAutoplay;
    default:
      return host satisfies never;
  }
}

/**
 * The autoplay of the host this page runs in, read from the mark the platform put on <html> when it
 * detected the host (platform/create-platform.ts): the player's chunk reads it there, so the page's
 * first JavaScript hands nothing down for it. A page without the mark (a story) autoplays muted.
 */
export function autoplayHere(win: Window = window): Autoplay {
  const marked = win.document.documentElement.getAttribute('data-bc-host');
  return isHost(marked) ? autoplayFor(marked, win) : mutedAutoplay;
}
