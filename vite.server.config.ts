import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { validatorsPlugin } from './build/validators-plugin.ts';

/**
 * The page server's build (`npm run build` runs it after the client's): server/main.ts and
 * everything it renders, bundled into one self-contained folder (dist-server/) with no
 * node_modules needed, so it runs as a process or a function beside the built client.
 */
export default defineConfig({
  plugins: [react(), validatorsPlugin()],
  build: {
    ssr: 'server/main.ts',
    outDir: 'dist-server',
    target: 'node20',
    emptyOutDir: true,
    // The server renders every kind from one static registry (registry/all.ts), so the browser's
    // per-kind dynamic imports (registry/loaders.ts) are meant to be bundled in here, not split.
    rolldownOptions: { checks: { ineffectiveDynamicImport: false } },
  },
  ssr: { noExternal: true, target: 'node' },
});
