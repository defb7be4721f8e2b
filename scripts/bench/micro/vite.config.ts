// Builds the benchmark's measuring page (scripts/bench/micro/index.html) on its own: it is not one
// of the product's entries (those are the top-level HTML files). `npm run bench` runs
// `vite build --config scripts/bench/micro/vite.config.ts --outDir <temp>` and serves the result
// under /bench-micro/ next to the product build.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { validatorsPlugin } from '../../../build/validators-plugin.ts';

const root = import.meta.dirname;

export default defineConfig({
  root,
  // The product's settings (VITE_*) are read from the repository root, as in the product build.
  envDir: `${root}/../../..`,
  base: '/bench-micro/',
  logLevel: 'warn',
  plugins: [react(), validatorsPlugin()],
  build: {
    target: 'es2020',
    emptyOutDir: true,
    chunkSizeWarningLimit: 4000,
    // The page mounts every kind from the static registry (registry/all.ts): the browser's per-kind
    // dynamic imports (registry/loaders.ts) are meant to be bundled in, not split.
    rolldownOptions: { checks: { ineffectiveDynamicImport: false } },
  },
});
