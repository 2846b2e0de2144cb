import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Features may use shared code but not each other; shared code uses no feature.
const featureNames = ['auth', 'landing', 'profile', 'applications', 'tickets', 'staff', 'dev-inbox']
const noOtherFeatures = (feature) => ({
  files: [`apps/web/src/features/${feature}/**`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: featureNames
          .filter((other) => other !== feature)
          .map((other) => ({
            group: [`@/features/${other}/*`],
            message: 'Features do not import each other.',
          })),
      },
    ],
  },
})

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...featureNames.map(noOtherFeatures),
  {
    files: ['apps/web/src/components/**', 'apps/web/src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/app/*'],
              message: 'Shared code does not depend on features or the app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'react', 'fastify', 'kysely', 'pg'],
              message: 'The domain is pure: no I/O, no React, no Fastify.',
            },
          ],
        },
      ],
    },
  },
)
