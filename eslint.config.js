// Lint rules for the whole tree: typed TypeScript, React hooks, accessibility (jsx-a11y), and the
// layout's rules (docs/decisions/020-layers-that-point-down.md): imports point down the layers,
// never in a circle, and file names follow the project's convention.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { noImportCycle } from './scripts/lint/no-import-cycle.js';
import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The layers of src/, top to bottom, and what each may import (decision 020). A journey reads
 * route → feature → schema-forms / lib → site; the stub API stands apart and serves the site's
 * contracts, so it sees only src/site. Build-time code (scripts/) and tests may import anything.
 */
const layers = {
  app: ['routes', 'features', 'schema-forms', 'lib', 'site'],
  routes: ['features', 'schema-forms', 'lib', 'site'],
  features: ['schema-forms', 'lib', 'site'],
  'schema-forms': ['lib', 'site'],
  lib: ['site'],
  site: [],
  'stub-api': ['site'],
};
const features = readdirSync(path.join(import.meta.dirname, 'src/features'));

const layerZones = [
  ...Object.entries(layers).flatMap(([layer, allowed]) =>
    [...Object.keys(layers), 'main.tsx']
      .filter((other) => other !== layer && !allowed.includes(other))
      .map((other) => ({
        target: `./src/${layer}`,
        from: `./src/${other}`,
        message: `src/${layer} may import only ${allowed.map((name) => `src/${name}`).join(', ') || 'its own files'}: move what both need down into the lower layer (a fact into src/site, a building block into src/lib), or pass it in from above.`,
      })),
  ),
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'Features do not import each other: move what both need down into src/lib (or a fact into src/site), or compose them in the route.',
  })),
  {
    target: './src',
    from: './tests',
    message:
      'Browser code never imports build-time code or tests: move what both need into src/ and import it from scripts/.',
  },
  {
    target: './src',
    from: './scripts',
    message:
      'Browser code never imports build-time code or tests: move what both need into src/ and import it from scripts/.',
  },
];

const pascalCase = '+([A-Z])*([a-zA-Z0-9])';
const kebabCase = '+([a-z0-9])*(-+([a-z0-9]))';
// A segment may end in '_' (TanStack: not nested in the route of the same name).
const routeSegment = `@(${kebabCase}|$+([a-zA-Z]))?(_)`;

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'src/app/route-tree.gen.ts',
      'src/schema-forms/compiled',
      'src/schema-forms/compiled-fixtures',
      'src/lib/content/compiled',
      'test-output',
      'bench-report',
      'playwright-report',
      'content-fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  jsxA11y.flatConfigs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      'no-console': ['error', { allow: ['error', 'warn', 'info'] }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: {
      'import-x': importX,
      'check-file': checkFile,
      layout: { rules: { 'no-import-cycle': noImportCycle } },
    },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      'layout/no-import-cycle': ['error', { ignoreExternal: true }],
      // Relative imports name their file, as Node's own ES modules and Vite's config loader
      // read them; packages are imported by name.
      'import-x/extensions': ['error', 'always', { ignorePackages: true, checkTypeImports: true }],
      'check-file/filename-naming-convention': [
        'error',
        {
          '{src/!(routes)/**/,src/,scripts/**/,tests/**/}*.ts': 'KEBAB_CASE',
          '{src/!(routes)/**/,src/,scripts/**/,tests/**/}*.tsx': `@(${pascalCase}|${kebabCase})`,
          // TanStack's file routes: dot-separated kebab-case or $parameter segments, or __root.
          'src/routes/**/*.tsx': `@(__root|${routeSegment}*(.${routeSegment}))`,
        },
        {
          ignoreMiddleExtensions: true,
          errorMessage:
            'The file name "{{ target }}" breaks the naming convention: kebab-case for modules (sign-in-cookies.ts), PascalCase for React components (SiteHeader.tsx); route files follow TanStack\'s convention.',
        },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{src/!(routes),scripts,tests}/**/': 'KEBAB_CASE' },
        {
          errorMessage:
            'The folder "{{ target }}" breaks the naming convention: folders are kebab-case (schema-forms, site-frame).',
        },
      ],
    },
  },
  {
    // Shipped code only: tests and test helpers may reach across layers to set a page up.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/**/testing/**', 'src/routes/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones }] },
  },
  {
    files: ['src/routes/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones }] },
  },
);
