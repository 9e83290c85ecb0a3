import { defineConfig, type Options } from 'tsup';

/**
 * The tsup build every published package uses: ESM (`dist/*.js`) and CommonJS (`dist/*.cjs`) from the same
 * source, each with its declarations (`*.d.ts`, `*.d.cts`), so that `import` and `require` both get a native
 * module and matching types. `entry` maps output names to sources (`{ index: 'src/index.ts' }`).
 */
export function metnosBuild(entry: Record<string, string> = { index: 'src/index.ts' }, options: Options = {}) {
  return defineConfig({
    entry,
    format: ['esm', 'cjs'],
    // tsc --build needs composite projects; a tsup declaration build must not be one.
    dts: { compilerOptions: { composite: false } },
    sourcemap: true,
    clean: true,
    target: 'es2022',
    ...options,
  });
}
