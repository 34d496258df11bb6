import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Features never import one another: app → features → shared (api, ui, lib).
const features = fs.readdirSync('src/features', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const featureBoundaries = features.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: features.filter((f) => f !== feature).map((f) => ({ group: [`../${f}/*`, `../../features/${f}/*`], message: 'Features must not import one another; move shared code to ui/, lib/ or api/.' })) },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'node_modules', 'src/routeTree.gen.ts', 'test-results', 'playwright-report', 'bench-results'] },
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
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: { ...globals.node } } },
  // Benchmarks and scripts also run code inside the page (page.evaluate).
  { files: ['bench/**', 'scripts/**'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  { files: ['src/server/**/*.ts', 'scripts/**', 'bench/**', 'e2e/**', 'e2e-faults/**'], rules: { 'no-console': 'off' } },
  { files: ['src/ui/**', 'src/lib/**', 'src/api/**'], rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/features/*'], message: 'Shared code must not depend on a feature.' }] }] } },
  ...featureBoundaries,
);
