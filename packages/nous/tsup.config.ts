import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  // tsc --build needs composite projects; a tsup declaration build must not be one.
  dts: { compilerOptions: { composite: false } },
  sourcemap: true,
});
