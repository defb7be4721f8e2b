import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { validatorsPlugin } from './build/validators-plugin.ts';
import { htmlEntries } from './build/html-entries.ts';

const root = import.meta.dirname;

export default defineConfig({
  plugins: [react(), validatorsPlugin()],
  build: {
    outDir: 'dist',
    target: 'es2020',
    rollupOptions: { input: htmlEntries(root) },
  },
  server: {
    host: '127.0.0.1',
    proxy: { '/api': 'http://127.0.0.1:8080', '/storage': 'http://127.0.0.1:8080', '/__dev': 'http://127.0.0.1:8080' },
  },
  test: {
    environment: 'node',
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'dist/**', 'storybook-static/**', 'tests/e2e/**'],
    setupFiles: [resolve(root, 'tests/setup.ts')],
    restoreMocks: true,
  },
});
