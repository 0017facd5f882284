// One lint entry point for TypeScript, React and Docusaurus code.
import tseslint from 'typescript-eslint';
import docusaurus from '@docusaurus/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    ignores: ['**/build/**', 'build-services/**', '*-functions/**', 'build-afdocs/**', 'build-afdocs-reference/**', '**/.docusaurus/**', '.docusaurus-*/**', 'node_modules/**', 'test-results/**', 'bench/results/**', 'docs/**'],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: {'@docusaurus': docusaurus, 'react-hooks': reactHooks},
    rules: {
      ...docusaurus.configs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['tests/**', 'bench/**', 'scripts/**'],
    rules: {'@docusaurus/no-untranslated-text': 'off', 'react-hooks/rules-of-hooks': 'off'},
  },
);
