import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { layersPlugin } from './scripts/eslint-layers.js';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'dist-server',
      'node_modules',
      'src/routeTree.gen.ts',
      'src/lib/route-facts.gen.ts',
      'src/api/landing-reads.gen.ts',
      'test-results',
      'playwright-report',
      'bench-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Never render server data as markup.' },
        { selector: "MemberExpression[property.name='innerHTML']", message: 'Never write markup from data.' },
      ],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  // The formatter's width (.prettierrc.json); strings, templates and patterns are left whole rather than split.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: { 'max-len': ['error', { code: 160, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true, ignoreUrls: true }] },
  },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: { ...globals.node } } },
  // Benchmarks and scripts also run code inside the page (page.evaluate).
  { files: ['bench/**', 'scripts/**'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  { files: ['src/server/**/*.ts', 'scripts/**', 'bench/**', 'e2e/**'], rules: { 'no-console': 'off' } },
  // No hand-written source file over 300 lines (tests and the generated route tree and route facts aside): split along what a file does.
  {
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.{js,mjs,ts}', 'bench/**/*.{js,mjs}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'src/routeTree.gen.ts', 'src/lib/route-facts.gen.ts', 'src/api/landing-reads.gen.ts'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  // routes → features → app → ui → api → lib → api/schemas: see scripts/eslint-layers.js.
  { files: ['src/**/*.{ts,tsx}'], plugins: { console: layersPlugin }, rules: { 'console/layers': 'error' } },
);
