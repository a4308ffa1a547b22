// The lint gate: `npm run lint` (zero warnings). Type-aware rules from typescript-eslint,
// hook rules and accessibility rules for the web app, and the import floors (docs/decisions).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import globals from 'globals';

/** How a function's length is counted: code lines only, an IIFE counting as a function. */
const FUNCTION_LINES = { skipBlankLines: true, skipComments: true, IIFEs: true };

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/test-results/**',
      'e2e/screenshots/**',
      'bench/results/**',
      'apps/web/.dist-*/**',
    ],
  },
  js.configs.recommended,
  comments.recommended,
  {
    // A rule switched off in a comment says why, and a switch that no longer switches anything off fails.
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: [] }],
      // A whole file may switch a rule off when its header says why (call.ts: type-level plumbing).
      '@eslint-community/eslint-comments/disable-enable-pair': ['error', { allowWholeFile: true }],
    },
  },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: { ...jsxA11y.flatConfigs.recommended.languageOptions, globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // A dialog's first field takes the focus as it opens (the antd-pro habit); only a bare
      // DOM element taking the focus on its own is refused.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    // A component or hook over 120 lines holds several jobs: split it (docs/decisions/0127).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { ...FUNCTION_LINES, max: 120 }] },
  },

  {
    rules: {
      // A `let` read by a closure made before its one assignment (a stop() that clears a timer).
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      // TypeScript checks names itself (typescript-eslint's advice).
      'no-undef': 'off',
      // Fastify plugins and handlers are async by contract (that is how Fastify knows a plugin
      // is ready); many hold no await, and a callback or a fake await would read worse.
      '@typescript-eslint/require-await': 'off',
      // An async onClick is React's habit; what it must not do is drop a rejection, which
      // no-floating-promises still checks inside it.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    // Tests read answers as untyped JSON on purpose: the shapes are held to the published
    // document by quality/answers.test.ts, not by casts in every test.
    files: ['**/*.test.{ts,tsx}', 'apps/server/test/**', 'e2e/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      // Boot-script tests run the inline script as the browser does.
      '@typescript-eslint/no-implied-eval': 'off',
      // A test's method handed to expect() or a spy is never called unbound.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // Playwright reads a test's fixtures from its first parameter's pattern: `{}` asks for none.
    files: ['e2e/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
  // The server's floors (docs/decisions: import floors): db/ and plugins/ import no module; a
  // module reaches another only through that module's public.ts, and never the demo seed,
  // which sits above the modules. Tests may reach inside to arrange their data.
  {
    files: ['apps/server/src/db/**/*.ts', 'apps/server/src/plugins/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(modules|seed)/',
              message: 'The floor (db/, plugins/) imports no module: take what it needs as a parameter.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^\.\./(?!\.\.)[^/]+/(?!public\.js$)`,
              message: 'Another module is reached only through its public.ts (add the name there).',
            },
            { regex: '(^|/)seed/', message: 'The demo seed sits above the modules: a module does not import it.' },
          ],
        },
      ],
    },
  },
  // The web app's floors (docs/decisions/0122-import-floors.md): lib/ (no UI) ← stores/, api/ ←
  // components/ ← layout/, pages/ ← app/. Each folder names what it may not import.
  ...[
    ['lib', ['stores', 'api', 'components', 'layout', 'pages', 'app']],
    ['stores', ['components', 'layout', 'pages', 'app']],
    ['api', ['components', 'layout', 'pages', 'app']],
    ['components', ['layout', 'pages', 'app']],
    // The frame and the pages are side by side: the frame gets its pages from app/ (layout/page-source.ts).
    ['layout', ['pages', 'app']],
    ['pages', ['layout', 'app']],
  ].map(([folder, above]) => ({
    files: [`apps/web/src/${folder}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(${above.join('|')})/`,
              message: `${folder}/ sits below ${above.join(', ')}: move the shared part down instead.`,
            },
          ],
        },
      ],
    },
  })),
  { files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
);
