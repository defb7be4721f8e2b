import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { validatorsPlugin } from './build/validators-plugin.ts';

/**
 * The page server's build (`npm run build` runs it after the client's): server/main.ts and
 * everything it renders, bundled into one folder (dist-server/), so it runs as a process or a
 * function beside the built client. One package stays outside the bundle: jsdom, the DOM the
 * server sanitizes rich text over (ui/server-window.ts), which reads its own files at run time and
 * does not survive bundling; it is a production dependency, installed beside dist-server/.
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
  ssr: { noExternal: true, external: ['jsdom'], target: 'node' },
});
