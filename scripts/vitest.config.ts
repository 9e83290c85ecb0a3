import { defineProject } from 'vitest/config';

// Like vitest.shared.ts: workspace packages (and the llama-client live-test helpers these tests reuse) resolve
// to their src/ through the `@metnos/source` export condition.
const conditions = ['@metnos/source', 'module', 'node', 'import', 'default'];

export default defineProject({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: ['@metnos/source'] } },
  test: {
    name: 'repo',
    root: new URL('.', import.meta.url).pathname,
    include: ['*.test.ts', 'packed-packages/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
