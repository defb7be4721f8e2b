import { readFileSync } from 'node:fs';
import type { Context } from 'hono';

/** The clip's segments (scripts/make-stream-clip.sh), each this long. */
const SEGMENTS = ['clip-0.ts', 'clip-1.ts'] as const;
const SEGMENT_SECONDS = 2;
/** Segments a live playlist lists at once. */
const LIVE_WINDOW = 3;

const media = new URL('../../fixtures/media/', import.meta.url);
// Kept as .m2ts: TypeScript would read a .ts file as code.
const segmentBytes = new Map(
  SEGMENTS.map((name) => [
    name,
    new Uint8Array(readFileSync(new URL(name.replace(/\.ts$/, '.m2ts'), media))),
  ]),
);

function playlist(lines: string[]): string {
  return `#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}\n${lines.join('\n')}\n`;
}

/** The whole clip once: a replay. */
function replayPlaylist(): string {
  return playlist([
    '#EXT-X-PLAYLIST-TYPE:VOD',
    '#EXT-X-MEDIA-SEQUENCE:0',
    ...SEGMENTS.flatMap((name) => [`#EXTINF:${SEGMENT_SECONDS}.0,`, name]),
    '#EXT-X-ENDLIST',
  ]);
}

/**
 * A live window over the clip looped on the server's clock: segment `n` is clip `n mod 2`, and each
 * loop back to the first segment is a discontinuity (its timestamps start again).
 */
function livePlaylist(now: number): string {
  const newest = Math.floor(now / 1000 / SEGMENT_SECONDS);
  const first = Math.max(0, newest - LIVE_WINDOW + 1);
  const loopsBefore = Math.max(0, Math.floor((first - 1) / SEGMENTS.length));
  const lines = [`#EXT-X-MEDIA-SEQUENCE:${first}`, `#EXT-X-DISCONTINUITY-SEQUENCE:${loopsBefore}`];
  for (let sequence = first; sequence <= newest; sequence += 1) {
    const index = sequence % SEGMENTS.length;
    if (index === 0 && sequence > first) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${SEGMENT_SECONDS}.0,`, SEGMENTS[index] ?? SEGMENTS[0]);
  }
  return playlist(lines);
}

/**
 * `/storage/streams/<name>`: a real, playable HLS stream for the live pages. `replay.m3u8` plays the
 * committed clip once, `live.m3u8` loops it as a live stream; any other name (a room whose stream is
 * gone) answers 404, as a dead stream does.
 */
export function serveStream(c: Context, name: string, now: number): Response {
  const playlistHeaders = {
    'Content-Type': 'application/vnd.apple.mpegurl',
    'Cache-Control': 'no-cache',
  };
  if (name === 'replay.m3u8') return c.body(replayPlaylist(), 200, playlistHeaders);
  if (name === 'live.m3u8') return c.body(livePlaylist(now), 200, playlistHeaders);
  const segment = segmentBytes.get(name as (typeof SEGMENTS)[number]);
  if (segment)
    return c.body(segment, 200, {
      'Content-Type': 'video/mp2t',
      'Cache-Control': 'public, max-age=3600',
    });
  return c.text(`no stream ${name}\n`, 404);
}
