import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@metnos/source'] },
  test: {
    name: 'pronoia',
    include: ['src/**/*.test.ts'],
    restoreMocks: true,
    clearMocks: true,
  },
});
