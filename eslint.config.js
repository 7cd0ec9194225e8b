// Lint policy: typescript-eslint's `recommended` rules, which read syntax only (types are
// checked by `tsc -b`), plus the architecture rules, enforced here rather than by review:
// features never import each other, shared code never imports a feature or a route, the server
// never imports the client, and the API contract stays free of Node so the browser can import
// it. The type-aware set (`recommendedTypeChecked`) is not on: tried, it found 84 things across
// 40 files, mostly `any` from JSON.parse in tests and TanStack Router's `throw redirect()`, and
// it type-checks the whole tree again on every run.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const featuresDir = new URL('./src/features/', import.meta.url);
const features = (() => {
  try {
    return readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
})();

/** The contract's zod-free modules: the browser may import their values. */
const LEAN_CONTRACT = [
  // constants.ts gathers these domain files; first-load code imports the one it needs.
  'constants.ts',
  'avatar-filters.ts',
  'page-sizes.ts',
  'account-constants.ts',
  'chat-constants.ts',
  'money-constants.ts',
  'angel-constants.ts',
  'catalogue-constants.ts',
  'moderation-scale.ts',
  'sse-parser.ts',
  'turn-order.ts',
  'angel-looks.ts',
  'catalogue-portrait.ts',
  'angel-writer.ts',
  'portrait-drawing.ts',
  'avatar-list-url.ts',
  'memory-constants.ts',
  'proactive-constants.ts',
  'idempotency.ts',
  'rating-reasons.ts',
  'password-rules.ts',
  'push-constants.ts',
  'spending-constants.ts',
];

// Flat config replaces (not merges) a rule set twice, so every client block repeats this one.
const contractValuesStayLean = {
  group: ['@contract/*', ...LEAN_CONTRACT.map((file) => `!@contract/${file}`)],
  allowTypeImports: true,
  message: `Import only types from the contract schemas (values would pull zod into the bundle); the zod-free modules are ${LEAN_CONTRACT.join(', ')}.`,
};

const noOtherFeatures = (own) => ({
  files: [`src/features/${own}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          contractValuesStayLean,
          {
            group: ['@/features/*', `!@/features/${own}`, '../../*', '../../../*'],
            message:
              'Features do not import each other (compose them in a route); reach shared code through the @/ alias.',
          },
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
      'bench-results',
      'data',
      'src/routeTree.gen.ts',
      'dev-dist',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'User and AI text is rendered as text, never as HTML.',
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [contractValuesStayLean] }] },
  },
  ...features.map(noOtherFeatures),
  {
    files: ['src/lib/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            contractValuesStayLean,
            {
              group: ['@/features/*', '**/features/*'],
              message: 'Shared code never imports a feature.',
            },
            { group: ['@/routes/*', '**/routes/*'], message: 'Shared code never imports a route.' },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/src/*', '@/*'], message: 'The server never imports the client.' },
          ],
        },
      ],
      'no-console': 'off',
    },
  },
  // Server test files share one process: serving through the helper keeps the global Response.
  {
    files: ['server/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/src/*', '@/*'], message: 'The server never imports the client.' },
          ],
          paths: [
            {
              name: '@hono/node-server',
              importNames: ['serve'],
              message:
                'Use listenOnLoopback (server/testing/listen.ts): it keeps the global Response.',
            },
          ],
        },
      ],
    },
  },
  // After the server block, so this stricter rule wins for the contract folder.
  {
    files: ['server/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'hono', 'hono/*', 'drizzle-orm', 'drizzle-orm/*', '../*'],
              message: 'The contract is imported by the browser: zod only.',
            },
          ],
        },
      ],
    },
  },
  // The service worker is its own program: worker globals, not the window's or Node's.
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['scripts/**/*.{js,mjs,ts}', 'tests/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
