import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@metnos/source'] },
  ssr: { resolve: { conditions: ['@metnos/source'] } },
  test: {
    name: 'praxis-store',
    include: ['src/**/*.test.ts'],
    restoreMocks: true,
    clearMocks: true,
  },
});
