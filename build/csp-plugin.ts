import { basename } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The policy of every built page: no inline or evaluated script (validators are precompiled, so no
 * `unsafe-eval` is needed). Styles stay inline-capable for server-rendered style attributes and the
 * video player's skin.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https: http:",
  "media-src 'self' blob: https: http:",
  "connect-src 'self' https: http:",
  "worker-src 'self' blob:",
  'frame-src https:',
  "object-src 'none'",
  "base-uri 'self'",
].join('; ');

/** Pages that frame a page of this site: the preview's phone frame (preview-frame.html). */
const FRAMES_OWN_PAGES = new Set(['preview.html']);

/** A page's policy: the product's, with frames of its own origin where it shows one of its pages. */
export function policyFor(file: string): string {
  return FRAMES_OWN_PAGES.has(file)
    ? CONTENT_SECURITY_POLICY.replace('frame-src https:', "frame-src 'self' https:")
    : CONTENT_SECURITY_POLICY;
}

/** Adds the policy to the product's own HTML entries at build time only (dev and Storybook inline scripts). */
export function cspPlugin(entries: string[]): Plugin {
  const names = new Set(entries.map((entry) => basename(entry)));
  return {
    name: 'bosscloud-csp',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) =>
        names.has(basename(context.filename))
          ? [
              {
                tag: 'meta',
                attrs: {
                  'http-equiv': 'Content-Security-Policy',
                  content: policyFor(basename(context.filename)),
                },
                injectTo: 'head-prepend',
              },
            ]
          : html,
    },
  };
}
