// @ts-check
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresDir = './apps/web/src/features';
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

// ARCHITECTURE rule 7: shared -> features -> app, and features never import each other.
const webZones = [
  ...features.map((feature) => ({
    target: `${featuresDir}/${feature}`,
    from: featuresDir,
    except: [`./${feature}`],
    message: 'Features never import each other: compose them in a screen of app/ or move the shared part to components/ or lib/.',
  })),
  // Features may name routes (every path comes from app/paths.ts) but depend on nothing else of the shell.
  { target: featuresDir, from: './apps/web/src/app', except: ['./paths.ts'], message: 'Features must not depend on the app shell.' },
  {
    target: ['./apps/web/src/components', './apps/web/src/lib'],
    from: [featuresDir, './apps/web/src/app'],
    message: 'Shared code must not depend on features or the app.',
  },
];

// ARCHITECTURE rule 3: nothing in platform/ or plugins/ imports a module.
const serverZones = [
  {
    target: ['./apps/server/src/platform', './apps/server/src/plugins'],
    from: './apps/server/src/modules',
    message: 'platform/ and plugins/ must not import modules.',
  },
];

// ARCHITECTURE rule 13: kebab-case file names with role suffixes (`houses.service.ts`, `date-field.tsx`).
const kebabCaseFileName = {
  meta: {
    type: 'suggestion',
    schema: [],
    messages: { name: 'File name "{{name}}" is not kebab-case (words in lower case joined by "-", parts by ".").' },
  },
  /** @param {import('eslint').Rule.RuleContext} context */
  create(context) {
    const name = context.filename.split(/[\\/]/).pop() ?? '';
    return {
      Program(node) {
        if (!/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/.test(name)) context.report({ node, messageId: 'name', data: { name } });
      },
    };
  },
};

// ARCHITECTURE rule 3: repositories own the SQL. Drizzle and the table definitions are for repositories, db/, seed/,
// jobs' repositories, tests and the platform adapters; a service, route or plugin reaches data through a repository.
const sqlOnlyInRepositories = {
  group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema/*'],
  message: 'Only repositories (and db/, seed/, tests, platform adapters) touch Drizzle and the tables: call a repository.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.tsbuild/**',
      'data/**',
      'apps/server/src/db/migrations/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/results/**',
      'apps/web/dev-dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-restricted-paths': ['error', { zones: [...webZones, ...serverZones] }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.{ts,mjs}', 'scripts/**/*.{ts,mjs}'],
    plugins: { sanad: { rules: { 'kebab-case-file': kebabCaseFileName } } },
    rules: { 'sanad/kebab-case-file': 'error' },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.repository.ts', '**/*.test.ts', 'apps/server/src/{db,seed,test,platform}/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [sqlOnlyInRepositories] }] },
  },
  {
    // ARCHITECTURE rule 15: services take (principal, input, ctx) and never see Fastify's request or reply.
    files: ['apps/server/src/**/*.service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [sqlOnlyInRepositories],
          paths: [
            {
              name: 'fastify',
              message: 'No Fastify below the routes: take a RequestContext (platform/request-context.ts) and let the route set cookies.',
            },
            { name: 'fastify-plugin', message: 'Plugins belong in plugins/, not in a service.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: { ...jsxA11y.flatConfigs.recommended.languageOptions, globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The shell is in the first chunk every visitor loads: it takes only the zod-free part of the contract at run
    // time, and route references from virtual:sanad-routes (decision 007). Feature screens are lazy chunks.
    files: ['apps/web/src/{app,lib,components}/**/*.{ts,tsx}', 'apps/web/src/main.tsx'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@sanad/contract',
              allowTypeImports: true,
              message: "Import values from '@sanad/contract/client' and routes from 'virtual:sanad-routes'.",
            },
            { name: 'zod', allowTypeImports: true, message: 'Keep zod out of the first chunk: validate in a lazy feature screen.' },
          ],
        },
      ],
    },
  },
  {
    // Command-line tools print their results.
    files: ['bench/**', 'scripts/**', 'e2e/**', 'apps/server/src/server.ts'],
    rules: { 'no-console': 'off' },
  },
);
