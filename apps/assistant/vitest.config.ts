import { defineProject } from 'vitest/config';

// Tests run in Vite's SSR environment, which reads `ssr.resolve.conditions`, not `resolve.conditions`: both are
// set so that workspace packages resolve to their src/ (the `@metnos/source` export condition), never to a stale dist/.
export default defineProject({
  resolve: { conditions: ['@metnos/source'] },
  ssr: { resolve: { conditions: ['@metnos/source'], externalConditions: ['@metnos/source'] } },
  test: {
    name: 'assistant',
    include: ['src/**/*.test.ts'],
    restoreMocks: true,
    clearMocks: true,
  },
});
