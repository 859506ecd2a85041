import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // `const { a, ...rest } = x` is how a copy without `a` is written; `a` is not a forgotten variable.
    rules: { '@typescript-eslint/no-unused-vars': ['warn', { ignoreRestSiblings: true }] },
  },
  {
    ignores: [
      '.next/**',
      // Parallel builds' output folders (NEXT_DIST_DIR=.next-<name>).
      '.next-*/**',
      'node_modules/**',
      '.local/**',
      'test-results/**',
      'test-results-*/**',
      'playwright-report/**',
      'bench-results/**',
      'next-env.d.ts',
      'lib/content/sanity.types.ts',
      'lib/booking/database.types.ts',
      'supabase/functions/**',
    ],
  },
];

export default config;
