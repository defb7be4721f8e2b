import { resolve } from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { storagePlaceholders } from './storage-placeholders.ts';

// Storage addresses resolve relative to the story frame, where storage-placeholders.ts serves them.
process.env['VITE_STORAGE_BASE'] = 'storage/';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.tsx'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [storagePlaceholders(resolve(import.meta.dirname, '../fixtures'))],
    }),
};

export default config;
