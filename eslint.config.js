import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
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
      ],
    },
  ],
};

// The parts table of DESIGN.md: what each folder may import. Arrows point down the table only.
// One refinement, written down in docs/architecture.md: schemas/ is the wire's vocabulary, so any
// part may import its *types*; its values (validators) only the parts listed here.
const PARTS = {
  schemas: [],
  lib: [],
  api: ['schemas', 'lib'],
  platform: ['lib', 'api'],
  actions: ['platform', 'lib', 'api'],
  ui: ['lib'],
  forms: ['ui', 'platform', 'api', 'lib', 'schemas'],
  registry: ['ui', 'forms', 'actions', 'schemas', 'lib'],
  runtime: ['api', 'schemas', 'registry', 'lib'],
  screens: ['runtime', 'registry', 'forms', 'actions', 'ui', 'api', 'lib', 'schemas'],
  app: [
    'schemas',
    'lib',
    'api',
    'platform',
    'actions',
    'ui',
    'forms',
    'registry',
    'runtime',
    'screens',
  ],
  server: ['app', 'runtime', 'screens', 'api', 'lib', 'schemas'],
  gateway: ['api', 'schemas', 'lib'],
};
const parts = Object.keys(PARTS);

/** Each part's allowed targets; type-only imports may also reach schemas/. */
const partPolicies = parts.flatMap((type) => [
  {
    from: { element: { type } },
    disallow: { to: { element: { types: { noneOf: [type, ...PARTS[type]] } } } },
    dependency: { kind: 'value' },
  },
  {
    from: { element: { type } },
    disallow: { to: { element: { types: { noneOf: [type, 'schemas', ...PARTS[type]] } } } },
    dependency: { kind: 'type' },
  },
]);

/** The boundaries rule set, exported so tests can lint fixture sources against it. */
export const boundaryRules = {
  plugins: { boundaries },
  settings: {
    'boundaries/elements': parts.map((type) => ({ type, pattern: type })),
  },
  rules: {
    'boundaries/dependencies': ['error', { default: 'allow', policies: partPolicies }],
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-server/',
      'storybook-static/',
      'node_modules/',
      'coverage/',
      'fixtures/',
    ],
  },
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
  {
    files: ['**/*.{ts,tsx}'],
    // Unit tests and their helpers may reach any part's fakes; stories and e2e are outside the table.
    ignores: ['**/*.test.{ts,tsx}', '**/test-*.{ts,tsx}'],
    ...boundaryRules,
  },
  {
    files: ['platform/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./api/(?!client\\.ts$)',
              allowTypeImports: true,
              message: 'platform/ uses api/ for types and the client only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['runtime/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./registry/(?!index\\.ts$)',
              message: 'runtime/ reaches the registry through its index only.',
            },
          ],
        },
      ],
    },
  },
);
