import { defineConfig } from 'vitest/config';

// One `vitest run` from the root covers every workspace project (this is what `pnpm test:all` and CI run);
// `pnpm test` runs them package by package through turbo instead.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*', 'scripts'],
  },
});
