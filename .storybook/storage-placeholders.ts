import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { mediaKind } from '../gateway/storage/media-kind.ts';
import { placeholderSize } from '../gateway/storage/placeholder-size.ts';
import { silentWav } from '../gateway/storage/silent-wav.ts';
import { placeholderPng } from './placeholder-png.ts';

/** Addresses under a `missing/` folder stay missing, so stories can show broken pictures and failed media. */
const MISSING = /(^|\/)missing\//;

/** Placeholder bytes for a relative storage address, or undefined when it has none (video, missing). */
function placeholderFor(path: string): Buffer | undefined {
  if (MISSING.test(path)) return undefined;
  const kind = mediaKind(path);
  if (kind === 'audio') return silentWav();
  if (kind !== 'image') return undefined;
  const { width, height } = placeholderSize(path);
  return placeholderPng(path, width, height);
}

function jsonFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return jsonFiles(path);
    return entry.name.endsWith('.json') ? [path] : [];
  });
}

/** Every relative storage address in a recorded value, looking inside JSON strings (subModuleJson) too. */
function addressesIn(value: unknown, found: Set<string>): void {
  if (typeof value === 'string') {
    const text = value.trim();
    if (text.startsWith('{') || text.startsWith('[')) {
      try {
        addressesIn(JSON.parse(text), found);
      } catch {
        return;
      }
    } else if (!/^(https?:|\/\/|data:|\/)/.test(text) && mediaKind(text) !== 'other')
      found.add(text);
  } else if (Array.isArray(value)) value.forEach((item) => addressesIn(item, found));
  else if (value !== null && typeof value === 'object')
    Object.values(value).forEach((item) => addressesIn(item, found));
}

/**
 * Storybook has no gateway, so the storage addresses of the fixtures get placeholders: served by the
 * dev server under /storage/, and written into the static build under storage/ for every address
 * the fixtures name. Stories read them through the storage base `storage/`.
 */
export function storagePlaceholders(fixtureFolder: string): Plugin {
  return {
    name: 'bosscloud-storybook-storage',
    configureServer(server) {
      server.middlewares.use('/storage', (request, response, next) => {
        const path = decodeURIComponent((request.url ?? '').split('?')[0] ?? '').replace(
          /^\/+/,
          '',
        );
        const bytes = placeholderFor(path);
        if (!bytes) return next();
        response.setHeader('Content-Type', mediaKind(path) === 'audio' ? 'audio/wav' : 'image/png');
        response.end(bytes);
      });
    },
    generateBundle() {
      const found = new Set<string>();
      for (const file of jsonFiles(fixtureFolder))
        addressesIn(JSON.parse(readFileSync(file, 'utf8')), found);
      for (const path of found) {
        const bytes = placeholderFor(path);
        if (bytes) this.emitFile({ type: 'asset', fileName: `storage/${path}`, source: bytes });
      }
    },
  };
}
