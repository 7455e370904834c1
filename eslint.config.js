// ESLint flat config. Type-aware rules are left out to keep `npm run lint` fast; `npm run typecheck`
// runs the compiler. Module boundaries are checked by dependency-cruiser (.dependency-cruiser.cjs).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'coverage/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['web-player/**/*.{ts,tsx}', 'web-backoffice/**/*.{ts,tsx}', 'libs/web-kit/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    // Only in the web apps: in the api, Nest's dependency injection needs constructor types imported as values.
    rules: { ...reactHooks.configs.recommended.rules, '@typescript-eslint/consistent-type-imports': 'error' },
  },
  {
    // Money rules are pure: a domain/ folder may not reach for Nest, an ORM, a driver or a network client.
    files: ['api/src/modules/*/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@nestjs/*', 'typeorm', 'pg', 'ioredis', 'bullmq', 'socket.io', '@socket.io/*', 'express'],
              message: 'domain/ must stay pure: no framework, persistence or I/O.',
            },
            { group: ['**/persistence/**', '**/http/**', '**/jobs/**', '**/platform/**'], message: 'domain/ must not depend on adapters.' },
          ],
        },
      ],
    },
  },
);
