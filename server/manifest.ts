import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One chunk of the client build, as Vite's manifest describes it. */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The client build's chunks by source (`dist/.vite/manifest.json`, written by `build.manifest`). */
export type Manifest = Readonly<Record<string, ManifestChunk>>;

/** Reads the build's manifest once, at start-up; a build without one cannot say what to preload. */
export function loadManifest(distDir: string): Manifest {
  const path = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(path)) throw new Error(`${path} is missing: build the client with npm run build`);
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

/** The files a chunk loads first: itself and its static imports, depth first. */
function filesOf(manifest: Manifest, key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) filesOf(manifest, imported, into);
}

/**
 * `<link rel="modulepreload">` tags for the chunks of these sources and what they import, minus
 * what the page's entry already loads (the built HTML preloads that). A source missing from the
 * manifest is a build that does not match the server: it throws, and the page falls back to the
 * client shell.
 */
export function modulePreloads(manifest: Manifest, entryHtml: string, sources: string[]): string {
  const loadedByEntry = new Set<string>();
  filesOf(manifest, entryHtml, loadedByEntry);
  const files = new Set<string>();
  for (const source of sources) {
    if (!manifest[source]) throw new Error(`${source} is not a chunk of the client build`);
    filesOf(manifest, source, files);
  }
  return [...files]
    .filter((file) => !loadedByEntry.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}
