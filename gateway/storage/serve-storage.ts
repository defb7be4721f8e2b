import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import type { GatewayContext } from '../context.ts';
import { parseRequestPath } from '../request-path.ts';
import { mediaKind } from './media-kind.ts';
import { placeholderSvg } from './placeholder-svg.ts';
import { serveStream } from './serve-stream.ts';
import { silentWav } from './silent-wav.ts';

const PLACEHOLDER_CACHE = 'public, max-age=3600';
const wav = silentWav();

/**
 * `/storage/<path>`: uploads are served back from the data folder; any other picture address gets
 * a generated placeholder, audio a short silent WAV, `streams/` a playable HLS stream
 * (./serve-stream.ts); other video and anything else is not found. The
 * app's guard has already refused paths that climb out of their folder.
 */
export function storageRoutes(context: GatewayContext): Hono {
  const app = new Hono();
  app.get('/*', (c) => {
    const segments = parseRequestPath(c.req.path)?.segments.slice(1) ?? [];
    const path = segments.filter((segment) => segment !== '').join('/');
    if (segments[0] === 'uploads') {
      let body: Buffer;
      try {
        body = readFileSync(join(context.dataDir, ...segments));
      } catch {
        return c.text('no such upload\n', 404);
      }
      // Only media types are served as such: an uploaded page or script must never run on this origin.
      const byName = getMimeType(path) ?? '';
      return c.body(new Uint8Array(body), 200, {
        'Content-Type': /^(image|audio|video)\//.test(byName) ? byName : 'application/octet-stream',
        'Cache-Control': 'no-cache',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': 'sandbox',
      });
    }
    if (segments[0] === 'streams' && segments.length === 2)
      return serveStream(c, segments[1] ?? '', context.now());
    switch (mediaKind(path)) {
      case 'image':
        return c.body(placeholderSvg(path), 200, {
          'Content-Type': 'image/svg+xml',
          'Cache-Control': PLACEHOLDER_CACHE,
        });
      case 'audio':
        return c.body(new Uint8Array(wav), 200, {
          'Content-Type': 'audio/wav',
          'Cache-Control': PLACEHOLDER_CACHE,
          'Accept-Ranges': 'none',
        });
      case 'video':
      case 'other':
        return c.text(`no local placeholder for ${path}\n`, 404);
    }
  });
  return app;
}
