import { defineProject, type TestProjectInlineConfiguration } from 'vitest/config';

// Vitest runs tests in Vite's SSR environment, which reads `ssr.resolve.conditions` (not only
// `resolve.conditions`): both carry the `@metnos/source` export condition so that workspace packages resolve to
// their src/, never to a stale or missing dist/ (docs/decisions/2026-11-23-source-export-condition.md).
const conditions = ['@metnos/source', 'module', 'node', 'import', 'default'];

/** The vitest project config every workspace package uses; `test` adds or overrides test options. */
export function metnosProject(name: string, test: TestProjectInlineConfiguration['test'] = {}) {
  return defineProject({
    resolve: { conditions },
    ssr: { resolve: { conditions, externalConditions: ['@metnos/source'] } },
    test: {
      name,
      include: ['src/**/*.test.ts'],
      restoreMocks: true,
      clearMocks: true,
      ...test,
    },
  });
}
