// ESLint for TradeSetu: TypeScript (type-aware), React hooks, accessibility, the layers' import
// boundaries and the project's own rules. Why each rule is here: docs/decisions/0012-eslint-and-knip.md.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Modules that only the server may load: their code and secrets must never reach a browser. */
const SERVER_ONLY = [
  { group: ['~/services/*', '~/services/**', '**/services/*', '**/services/**'], message: 'Services are server code: a loader or action calls them and passes data down.' },
  { group: ['*.server', '**/*.server', '*.server.ts', '**/*.server.ts'], message: 'A .server module is server-only and must not be imported by code that ships to the browser.' },
];

/**
 * Issue 19: links, forms and redirects stay in the page's language, so pages use the localising
 * Link/NavLink/Form (app/components/i18n/links.tsx) and localisedRedirect (app/services/i18n).
 */
const LOCALISED_NAVIGATION = [
  { name: 'react-router', importNames: ['Link', 'NavLink', 'Form'], message: 'Import Link, NavLink and Form from ~/components/i18n/links: they keep a Hindi page\'s links in Hindi.' },
  { name: 'react-router', importNames: ['redirect'], message: 'Use localisedRedirect(request, path) from ~/services/i18n/request.server: it keeps the language of the page.' },
];

/** Stored files are read and written through the file store, never with node:fs (docs/decisions/0038). */
const FILES_THROUGH_STORAGE = [
  { group: ['node:fs', 'node:fs/*', 'fs', 'fs/*'], message: 'Stored files go through ~/services/storage/storage.server (local disk or S3); scratch space through ~/services/http/request-scratch.server.' },
];

/** What app/domain may not depend on: it is pure rules, no I/O and no UI. */
const NOT_IN_DOMAIN = [
  ...SERVER_ONLY,
  { group: ['react', 'react-dom', 'react-dom/*', 'react-router', 'react-router/*', '@react-router/*'], message: 'app/domain is pure rules: no React or router.' },
  { group: ['node:*', 'pg', 'drizzle-orm', 'drizzle-orm/*'], message: 'app/domain is pure rules: no I/O or database.' },
  { group: ['~/components/*', '~/components/**', '~/routes/*', '~/routes/**'], message: 'app/domain depends on nothing above it.' },
];

/** Focused, skipped or placeholder tests (only, skip and to-do variants, xit, xdescribe): a run that silently tests less. */
const FOCUSED_OR_SKIPPED_TESTS = [
  {
    selector:
      "CallExpression > MemberExpression.callee[property.name=/^(only|skip|todo)$/]:matches([object.name=/^(describe|it|test)$/], [object.property.name=/^(describe|it|test)$/])",
    message: 'Focused or skipped test: every test runs every time (no .only/.skip/.todo).',
  },
  { selector: 'CallExpression[callee.name=/^x(it|describe)$/]', message: 'Skipped test: every test runs every time (no xit/xdescribe).' },
];

export default tseslint.config(
  {
    ignores: ['build/', 'data/', '.react-router/', 'test-results/', 'playwright-report/', 'bench/out/', 'node_modules/', 'public/', 'db/migrations/'],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.js', '*.cjs'] }, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // The project's own rules (formerly scripts/lint.ts).
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-ignore': true, 'ts-expect-error': true, 'ts-nocheck': true, 'ts-check': false }],
      'no-warning-comments': ['error', { terms: ['todo', 'fixme', 'xxx'], location: 'anywhere' }],
      'no-restricted-syntax': ['error', ...FOCUSED_OR_SKIPPED_TESTS],
      // Issue 13's shape rule: a longer file says why at its top, in the comment that disables this.
      'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // React Router's way out of a loader or action: throw a redirect or data() with a status.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'lib', name: 'Response' }, { from: 'package', package: 'react-router', name: 'DataWithResponseInit' }] },
      ],
      // An async handler on a JSX attribute (onSubmit={async …}) is how React takes them.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // The control characters in this project's regular expressions are there on purpose: they
      // strip or reject control characters in what users send.
      'no-control-regex': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', exports: 'writable', module: 'writable', __dirname: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Vitest's and Playwright's asymmetric matchers (expect.any(String), expect.stringMatching)
    // are typed `any` by design, as is JSON.parse of what a page sent; tests assert on them.
    files: ['**/*.test.ts', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/**/*.test.{ts,tsx}'],
    rules: { 'no-console': ['error', { allow: ['warn', 'error', 'info', 'debug'] }] },
  },
  {
    // Hooks live in .ts files too (use-disclosure.ts, use-scroll-thresholds.ts).
    files: ['app/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['app/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Configuration is read once, validated, in app/config.server.ts. app/routes.ts is evaluated
    // by the build, not at run time: BENCH_ROUTES there decides which pages a build contains.
    files: ['app/**/*.{ts,tsx}', 'server/**/*.ts', 'seed/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['app/config.server.ts', 'app/routes.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration through config() from ~/config.server (validated once at start-up).' }],
    },
  },
  {
    // The route boundary (docs/architecture.md): a loader or action is wrapped in withAppErrors (or
    // withJsonAppErrors), so an application error a service throws becomes its status and message,
    // never a 500. A bare function export would skip that.
    files: ['app/routes/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...FOCUSED_OR_SKIPPED_TESTS,
        {
          selector: 'ExportNamedDeclaration > FunctionDeclaration[id.name=/^(loader|action)$/]',
          message: 'Export loaders and actions as `export const loader = withAppErrors(async (args) => …)` (withJsonAppErrors for JSON endpoints).',
        },
      ],
    },
  },
  {
    // Stored files (photos, attachments, documents, import files) go through the file store
    // (app/services/storage/, docs/decisions/0038), so they work the same on the local disk and in
    // an S3 bucket shared by several processes. These modules touch the disk for other things:
    // request and job scratch space, the app secret, the PDF fonts, the migrations' journal, the
    // local adapter itself.
    files: ['app/**/*.{ts,tsx}'],
    ignores: [
      'app/**/*.test.{ts,tsx}',
      'app/config.server.ts',
      'app/entry.server.tsx',
      'app/services/storage/local-disk.server.ts',
      'app/services/storage/storage.server.ts',
      'app/services/http/request-scratch.server.ts',
      'app/services/http/body.server.ts',
      'app/services/app-secret.server.ts',
      'app/services/documents/fonts.server.ts',
      'app/services/db/migrate.server.ts',
    ],
    rules: {
      'no-restricted-imports': ['error', { patterns: FILES_THROUGH_STORAGE }],
    },
  },
  {
    files: ['app/components/**/*.{ts,tsx}'],
    ignores: ['app/components/i18n/links.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: SERVER_ONLY, paths: LOCALISED_NAVIGATION }] },
  },
  {
    // The admin console stays English (issue 19); the language switch and the login guard pick the language themselves.
    files: ['app/routes/**/*.{ts,tsx}'],
    ignores: ['app/routes/admin*', 'app/routes/language.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: FILES_THROUGH_STORAGE, paths: LOCALISED_NAVIGATION }] },
  },
  {
    files: ['app/domain/**/*.ts', 'app/assets/**/*.ts', 'app/content/**/*.ts'],
    ignores: ['app/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: NOT_IN_DOMAIN }] },
  },
  {
    // The layers: routes → services → domain. Components render what routes give them.
    files: ['app/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { [`${import.meta.dirname}/eslint-import-resolver.cjs`]: {} },
      'boundaries/elements': [
        // Elements are folders. The single modules at the top of app/ (root.tsx, entry.server.tsx,
        // routes.ts, config.server.ts) sit above the layers; what may import config.server.ts
        // is covered by the .server rule above.
        { type: 'route', pattern: 'app/routes', partialMatch: false },
        { type: 'component', pattern: 'app/components', partialMatch: false },
        { type: 'service', pattern: 'app/services', partialMatch: false },
        { type: 'domain', pattern: ['app/domain', 'app/content', 'app/assets'], partialMatch: false },
        { type: 'server', pattern: 'server', partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: { element: { type: 'route' } }, allow: { to: { element: { types: { anyOf: ['route', 'component', 'service', 'domain'] } } } } },
            { from: { element: { type: 'component' } }, allow: { to: { element: { types: { anyOf: ['component', 'domain'] } } } } },
            { from: { element: { type: 'service' } }, allow: { to: { element: { types: { anyOf: ['service', 'domain'] } } } } },
            { from: { element: { type: 'domain' } }, allow: { to: { element: { type: 'domain' } } } },
            { from: { element: { type: 'server' } }, allow: { to: { element: { types: { anyOf: ['server', 'service', 'domain'] } } } } },
          ],
        },
      ],
    },
  },
);
