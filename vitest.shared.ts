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
      // Room for a loaded 2-core machine: loading node-llama-cpp, onnxruntime or a WASM module can take seconds
      // there, which vitest's 5 s / 10 s defaults do not hold. A test that needs more says so itself.
      testTimeout: 60_000,
      hookTimeout: 120_000,
      restoreMocks: true,
      clearMocks: true,
      ...test,
    },
  });
}
