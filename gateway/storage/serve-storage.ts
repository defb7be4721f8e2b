import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { GatewayContext } from '../context.ts';
import { sendBytes } from '../http/send-bytes.ts';
import { sendText } from '../http/send.ts';
import { contentTypeOf } from '../static/content-types.ts';
import { mediaKind } from './media-kind.ts';
import { placeholderSvg } from './placeholder-svg.ts';
import { silentWav } from './silent-wav.ts';

const PLACEHOLDER_CACHE = 'public, max-age=3600';
const wav = silentWav();

function serveUpload(
  request: IncomingMessage,
  response: ServerResponse,
  context: GatewayContext,
  segments: string[],
): void {
  let body: Buffer;
  try {
    body = readFileSync(join(context.dataDir, ...segments));
  } catch {
    sendText(response, 404, 'no such upload');
    return;
  }
  // Only media types are served as such: an uploaded page or script must never run on this origin.
  const byName = contentTypeOf(segments.join('/'));
  const contentType = /^(image|audio|video)\//.test(byName) ? byName : 'application/octet-stream';
  sendBytes(request, response, {
    body,
    contentType,
    cacheControl: 'no-cache',
    headers: { 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': 'sandbox' },
  });
}

/**
 * `/storage/<path>`: uploads are served back from the data folder; any other picture address gets
 * a generated placeholder, audio a short silent WAV; video and anything else is not found.
 * `segments` come from parseRequestPath, so none of them can climb out of its folder.
 */
export function serveStorage(
  request: IncomingMessage,
  response: ServerResponse,
  context: GatewayContext,
  segments: string[],
): void {
  const path = segments.filter((segment) => segment !== '').join('/');
  if (segments[0] === 'uploads') {
    serveUpload(request, response, context, segments);
    return;
  }
  switch (mediaKind(path)) {
    case 'image':
      sendBytes(request, response, {
        body: Buffer.from(placeholderSvg(path)),
        contentType: 'image/svg+xml',
        cacheControl: PLACEHOLDER_CACHE,
        compress: true,
      });
      return;
    case 'audio':
      sendBytes(request, response, {
        body: wav,
        contentType: 'audio/wav',
        cacheControl: PLACEHOLDER_CACHE,
      });
      return;
    case 'video':
    case 'other':
      sendText(response, 404, `no local placeholder for ${path}`);
  }
}
