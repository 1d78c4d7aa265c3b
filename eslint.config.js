import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';

// Which way imports may point. Web: app → features → components, lib,
// firebase, ssr → domain; a feature reaches another only through its public
// entry: `features/<name>/index.ts` (hooks, data, types; no stylesheets, so a
// screen importing it downloads nothing it does not use) or `ui.ts`
// (components, which bring their stylesheets). Functions: routers (api/) and triggers
// share code only through modules of their own (http.ts for the routers;
// top-level modules and topic folders such as cart/ and stats/ for both).
const webLower = ['components', 'lib', 'firebase', 'ssr'];
const boundaryElements = [
  { type: 'app', pattern: 'web/src/app', mode: 'folder' },
  { type: 'app', pattern: 'web/src/{main,prerender}.tsx', mode: 'file' },
  { type: 'feature', pattern: 'web/src/features/*', mode: 'folder', capture: ['feature'] },
  ...webLower.map((type) => ({ type, pattern: `web/src/${type}`, mode: 'folder' })),
  { type: 'domain', pattern: 'domain/src', mode: 'folder' },
  { type: 'api-app', pattern: 'functions/src/api/index.ts', mode: 'file' },
  { type: 'api-support', pattern: 'functions/src/api/http.ts', mode: 'file' },
  { type: 'router', pattern: 'functions/src/api/*.ts', mode: 'file', capture: ['router'] },
  { type: 'trigger', pattern: 'functions/src/triggers', mode: 'folder' },
];
const boundaryPolicies = [
  {
    from: { element: { type: ['feature', ...webLower, 'domain'] } },
    disallow: { to: { element: { type: 'app' } } },
    message: 'Only the app shell imports from web/src/app: move what you need down a layer.',
  },
  {
    from: { element: { type: [...webLower, 'domain'] } },
    disallow: { to: { element: { type: 'feature' } } },
    message: 'Shared code does not import features: move the piece to the shared layer or pass it in.',
  },
  {
    from: { element: { type: 'domain' } },
    disallow: { to: { element: { type: ['components', 'lib', 'firebase', 'ssr'] } } },
  },
  {
    from: { element: { type: 'feature' } },
    disallow: {
      to: {
        element: {
          type: 'feature',
          fileInternalPath: '!{index,ui}.ts',
          captured: { feature: '!{{ from.element.captured.feature }}' },
        },
      },
    },
    message: 'Another feature is used only through its public entry: features/<name>/index.ts (logic), ui.ts (components).',
  },
  {
    from: { element: { type: ['router', 'api-support'] } },
    disallow: { to: { element: { type: ['trigger', 'api-app'] } } },
    message: 'Routers do not import triggers: share the code through a module of its own.',
  },
  {
    from: { element: { type: 'router' } },
    disallow: { to: { element: { type: 'router' } } },
    message: 'A router does not import another router: share the code through a module of its own.',
  },
  {
    from: { element: { type: 'trigger' } },
    disallow: { to: { element: { type: ['router', 'api-support', 'api-app'] } } },
    message: 'Triggers do not import routers: share the code through a module of its own.',
  },
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-emulator/**', 'functions/lib/**', '.emulators/**', 'artifacts/**', 'web/public/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The shop's links name the shown language (?lang=hi): components/links.tsx wraps the router's.
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-router-dom', 'react-router'].map((name) => ({
            name,
            importNames: ['Link', 'NavLink'],
            message: "Import Link and NavLink from web/src/components/links: its links keep the shown language (?lang=hi).",
          })),
        },
      ],
    },
  },
  {
    files: ['web/src/components/links.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'functions/src/**/*.ts', 'domain/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: ['web/tsconfig.json', 'functions/tsconfig.json', 'domain/tsconfig.json'], noWarnOnMultipleProjects: true } },
      'boundaries/elements': boundaryElements,
      'boundaries/legacy-warnings': false,
      // Tests reach into the modules they mock or exercise.
      'boundaries/ignore': ['**/*.test.{ts,tsx}', 'web/src/test/**'],
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', policies: boundaryPolicies }],
    },
  },
  {
    files: ['e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // vitest's `unit` project runs its files without isolation (vitest.config.ts): a module
    // mocked or a global stubbed in one file would leak into the next.
    files: ['domain/src/**/*.test.ts', 'functions/src/**/*.test.ts', 'scripts/**/*.test.ts', 'web/build/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubGlobal', 'stubEnv'].map((property) => ({
          object: 'vi',
          property,
          message: 'The unit project shares modules between files (isolate: false); test through parameters, or move the test to the web project.',
        })),
      ],
    },
  },
);
