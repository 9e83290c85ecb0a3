import { defineProject } from 'vitest/config';

// Vitest runs tests in Vite's SSR environment, whose conditions are `ssr.resolve.conditions`; `resolve.conditions`
// alone leaves workspace packages resolving to their (possibly stale or missing) dist/.
const conditions = ['@metnos/source', 'module', 'node', 'import', 'default'];

export default defineProject({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: ['@metnos/source'] } },
  test: {
    name: 'pronoia',
    include: ['src/**/*.test.ts'],
    restoreMocks: true,
    clearMocks: true,
  },
});
