import { defineConfig } from 'vitest/config';

// One `vitest` run from the root covers every workspace project; turbo still runs each package on its own.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*'],
  },
});
