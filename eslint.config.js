import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Issue 33: text a person reads goes through the message catalog. Bare words in JSX, in the
 * attributes a screen reader or a hover reads, in toasts and in confirm() fail the lint. A few
 * names are the same in every language (ALLOWED); anything else that must stay as it is takes an
 * `// eslint-disable-next-line no-restricted-syntax -- <why>` comment.
 */
const CATALOG = "Text a person reads goes through the message catalog (t('…'))";
// Names written the same in every language, catalog keys handed to a component that looks them
// up (title="pages.terms.title"), and example addresses.
const NAMES = '(?:Workify|PDF|CVC|EUR|USD|GBP|Stripe|GitHub|LinkedIn)';
const ALLOWED = `^(?:(?:[^A-Za-z]|${NAMES})*|[a-z-]+(?:\\.[A-Za-z0-9-]+)+|\\S+@\\S+|https?:\\S+)$`;
const WORDS = '/[A-Za-z]{2,}/';
/** A node whose text (`value`, or a template part's `value.raw`) has a word outside ALLOWED. */
const word = (node, field = 'value') => `${node}[${field}=${WORDS}]:not(${node}[${field}=/${ALLOWED}/])`;
const BRANCH = ':matches(ConditionalExpression, LogicalExpression)';
const TEMPLATE_PART = `TemplateLiteral > ${word('TemplateElement', 'value.raw')}`;
/** Text handed straight to `parent`: a string, a template, or either as a branch of `a ? 'x' : 'y'`. */
const textsIn = (parent) =>
  [word('Literal'), `${BRANCH} > ${word('Literal')}`, TEMPLATE_PART, `${BRANCH} > ${TEMPLATE_PART}`].map((text) => ({
    selector: `${parent} > ${text}`,
    message: CATALOG,
  }));
const READ_ATTR = 'JSXAttribute[name.name=/^(?:aria-label|aria-description|title|alt|placeholder)$/]';
const TOAST = `CallExpression:matches([callee.name='toast'], [callee.object.name='toast'][callee.property.name=/^(?:success|error|info|warn|warning)$/], [callee.name=/^(?:confirm|alert)$/], [callee.object.name='window'][callee.property.name=/^(?:confirm|alert)$/])`;
const toastRules = textsIn(TOAST);
const jsxRules = [
  { selector: word('JSXText'), message: CATALOG },
  ...textsIn(':matches(JSXElement, JSXFragment) > JSXExpressionContainer'),
  ...textsIn(READ_ATTR),
  ...textsIn(`${READ_ATTR} > JSXExpressionContainer`),
];

export default tseslint.config(
  { ignores: ['node_modules', 'web/dist', 'dist', 'tmp', 'data', 'test-results', 'server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      'no-console': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: {
      // Features stay independent: screens in web/src/app compose them.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@web/features/*', '../*/**'],
              message: 'A feature does not import another feature; compose them in web/src/app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...jsxRules, ...toastRules] },
  },
  {
    // Hooks in .ts files (a mutation's own toasts) are read too.
    files: ['web/src/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...toastRules] },
  },
  {
    files: ['scripts/**/*.mjs'],
    rules: { 'no-console': 'off' },
  },
);
