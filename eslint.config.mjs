import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const REMOTES = ['mf-auth', 'mf-workspace', 'mf-views', 'mf-shared', 'mf-import'];
const WEB = ['shell', ...REMOTES];
// React pieces compiled into the packages that use them; may import core, never a remote, the shell or the backend.
const UI = 'ui';

/**
 * Import boundaries of docs/ARCHITECTURE.md (packages and boundaries), as `no-restricted-imports` groups per package.
 */
function boundary(files, forbidden, message) {
  return {
    files,
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: forbidden, message }] }],
    },
  };
}

const packageImports = (name) => [`@basalt/${name}`, `@basalt/${name}/**`, `**/${name}/src/**`, `**/${name}/dist/**`];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/test-results/**', 'coverage/**', '.bench/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: [...WEB, UI].map((pkg) => `${pkg}/**/*.{ts,tsx}`),
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node }, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  { files: ['**/*.mjs'], languageOptions: { sourceType: 'module' } },
  { files: ['tools/jest/**'], languageOptions: { globals: { ...globals.browser } } },

  boundary(
    ['core/**'],
    [
      'react',
      'react/**',
      'react-dom',
      'react-dom/**',
      'antd',
      'antd/**',
      'knex',
      'objection',
      'koa',
      '@koa/**',
      ...[...WEB, UI, 'backend'].flatMap(packageImports),
    ],
    'core is the shared contract: no React, no Knex, no server or remote code.',
  ),
  boundary(
    ['backend/**'],
    ['react', 'react-dom', 'antd', ...[...WEB, UI].flatMap(packageImports)],
    'The backend never imports the shell or a remote.',
  ),
  boundary(
    ['shell/**'],
    ['knex', 'objection', ...[...REMOTES, 'backend'].flatMap(packageImports)],
    'The shell composes remotes at run time (Module Federation); it never imports them.',
  ),
  boundary(
    [`${UI}/**`],
    ['knex', 'objection', ...[...WEB, 'backend'].flatMap(packageImports)],
    'ui is compiled into the shell and remotes: it imports core and libraries only.',
  ),
  ...REMOTES.map((remote) =>
    boundary(
      [`${remote}/**`],
      ['knex', 'objection', ...['shell', 'backend', ...REMOTES.filter((r) => r !== remote)].flatMap(packageImports)],
      'A remote talks to the shell through its custom props only, and never imports another remote.',
    ),
  ),
  prettier,
);
