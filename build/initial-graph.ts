import type { Plugin } from 'vite';

/**
 * The modules an entry loads statically (its first JavaScript and stylesheets), known once the
 * module graph is built and before chunks are made, so a code-splitting group can test for them.
 */
export function initialGraph(entry: string): { plugin: Plugin; has: (id: string) => boolean } {
  const graph = new Set<string>();
  const plugin: Plugin = {
    name: 'bc-initial-graph',
    apply: 'build',
    buildEnd() {
      graph.clear();
      const walk = (id: string) => {
        if (graph.has(id)) return;
        graph.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) walk(imported);
      };
      walk(entry);
    },
  };
  return { plugin, has: (id) => graph.has(id) };
}
