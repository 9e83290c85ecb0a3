import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'repo',
    root: new URL('.', import.meta.url).pathname,
    include: ['*.test.ts'],
    testTimeout: 120_000,
  },
});
