import fs from 'node:fs'
import path from 'node:path'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import importX from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import globals from 'globals'

// `npm run lint`: the habits that keep the code simple (docs/features.md, docs/contract.md).
// Besides the recommended rules: the hooks rules, and the import boundaries of the app:
// - a page never imports another page (a page folder imports features, shared blocks, lib, api);
// - a feature is used by others only through its index.ts, never through its inner files;
// - shared blocks (components, utils, hooks, lib, store) import no feature.

const ROOT = path.dirname(new URL(import.meta.url).pathname)
const dirsOf = (rel) => {
  const dir = path.join(ROOT, rel)
  return fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : []
}

// The page roots of the main package and the four sub-packages. A page folder is a directory of
// src/pages; the sub-package roots hold pages as files and as folders.
const PAGE_ROOTS = ['src/pages', 'src/pagesme', 'src/pages_gold', 'src/pages_raffle', 'src/challenge']
const FEATURES = dirsOf('src/features')

const pageZones = [
  // one page folder of the main package may not import another one, nor a sub-package's pages
  ...dirsOf('src/pages').map((page) => ({
    target: `./src/pages/${page}`,
    from: './src/pages',
    except: [`./${page}`],
    message: 'A page never imports another page: move what both need into a feature or src/components.',
  })),
  ...PAGE_ROOTS.flatMap((root) => PAGE_ROOTS.filter((other) => other !== root).map((other) => ({
    target: `./${root}`,
    from: `./${other}`,
    message: 'A page never imports another page: move what both need into a feature or src/components.',
  }))),
]

const featureZones = [
  // a feature reaches another feature only through its index.ts
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`, ...FEATURES.filter((f) => f !== feature).map((f) => `./${f}/index.ts`)],
    message: 'Use another feature only through its index.ts.',
  })),
  // pages too
  ...PAGE_ROOTS.map((root) => ({
    target: `./${root}`,
    from: './src/features',
    except: FEATURES.map((f) => `./${f}/index.ts`),
    message: 'A page uses a feature through its index.ts.',
  })),
  // shared blocks stand below the features
  ...['components', 'utils', 'hooks', 'lib', 'store', 'data', 'constants', 'i18n'].map((shared) => ({
    target: `./src/${shared}`,
    from: './src/features',
    message: 'Shared code does not import a feature.',
  })),
]

export default tseslint.config(
  {
    ignores: [
      'dist/**', 'node_modules/**', '**/node_modules/**', 'server/drizzle/**', 'server/public/**',
      // the compiled server (npm run build:server) and the build test's copies of it
      'server/dist/**', 'server/dist-*/**',
      'tools/weapp-check/**', 'coverage/**', '.data/**',
      // the operator console's build (npm run build:admin)
      'admin/dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node, ...globals.jest },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // `x!` where the code knows more than the types (a route behind login has request.user)
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'test/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(ROOT, 'tsconfig.json') })],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...pageZones, ...featureZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(ROOT, 'server/tsconfig.json') })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // the operator console (admin/, docs/console.md): its own tsconfig, the hooks rules, no cycles
    files: ['admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(ROOT, 'admin/tsconfig.json') })],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // tests fake modules and platform objects freely, and require() modules after jest.mock
    files: ['test/**/*.{ts,tsx}', 'server/test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // CommonJS configs and scripts
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
)
