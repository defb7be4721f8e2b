import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Only platform/ may touch the outside world: location, WeChat, the native bridge, analytics, storage.
const platformOnly = {
  'no-restricted-globals': [
    'error',
    { name: 'location', message: 'Navigation goes through actions/ and platform/.' },
    { name: 'wx', message: 'WeChat is reached only through platform/.' },
    {
      name: 'WebViewJavascriptBridge',
      message: 'The native bridge is reached only through platform/.',
    },
    { name: 'sessionStorage', message: 'Storage is reached only through platform/ adapters.' },
    { name: 'localStorage', message: 'Storage is reached only through platform/ adapters.' },
  ],
  'no-restricted-properties': [
    'error',
    {
      object: 'window',
      property: 'location',
      message: 'Navigation goes through actions/ and platform/.',
    },
    {
      object: 'document',
      property: 'location',
      message: 'Navigation goes through actions/ and platform/.',
    },
    { object: 'window', property: 'wx', message: 'WeChat is reached only through platform/.' },
    {
      object: 'window',
      property: 'WebViewJavascriptBridge',
      message: 'The native bridge is reached only through platform/.',
    },
    {
      object: 'window',
      property: 'WVJBCallbacks',
      message: 'The native bridge is reached only through platform/.',
    },
    {
      object: 'window',
      property: 'sessionStorage',
      message: 'Storage is reached only through platform/.',
    },
    {
      object: 'window',
      property: 'localStorage',
      message: 'Storage is reached only through platform/.',
    },
  ],
  'no-restricted-imports': [
    'error',
    {
      paths: [
        { name: 'weixin-js-sdk', message: 'WeChat is reached only through platform/.' },
        { name: 'sa-sdk-javascript', message: 'Analytics is reached only through platform/.' },
        { name: 'ali-oss', message: 'Uploads go through platform/.' },
      ],
    },
  ],
};

export default tseslint.config(
  { ignores: ['dist/', 'storybook-static/', 'node_modules/', 'coverage/', 'fixtures/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['{runtime,registry,actions,api,lib,ui,forms,screens,schemas,app}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: platformOnly,
  },
);
