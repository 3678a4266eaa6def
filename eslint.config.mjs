// `npm run lint`: Next's core-web-vitals rules (React, hooks, Next), typescript-eslint's recommended
// rules (through eslint-config-next/typescript) and jsx-a11y's recommended rules on top of the few
// Next enables. Warnings count as failures (`--max-warnings 0`): a rule worth having is worth obeying.
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';

export default defineConfig([
  globalIgnores(['.next/**', 'out/**', 'dist/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'blob-report/**', 'bench/results/**', 'bench/bare/.next/**', 'bench/bare/out/**', 'next-env.d.ts']),
  ...nextVitals,
  ...nextTypescript,
  // Next registers the jsx-a11y plugin with a handful of its rules; this adds the rest of its recommended set.
  { files: ['**/*.{js,jsx,mjs,ts,tsx}'], rules: jsxA11y.flatConfigs.recommended.rules },
  {
    rules: {
      // An unused name is dead code or a bug; `_name` marks one that must exist (a destructured-away key, a fixed signature).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // Playwright's fixtures hand the value on with a function named `use`, which is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
]);
