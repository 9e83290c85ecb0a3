/**
 * Imports a module by a name known only at run time. Bundlers (esbuild, Rollup, Vite, webpack) resolve only
 * `import()` of a string literal, so they leave this call alone and fast-path's entry stays browser-safe: a native
 * addon (hnswlib-node → bindings → fs, path) or `node:fs` is never pulled into a bundle. The comments silence
 * Vite's and webpack's warnings about a non-literal import.
 */
export function importAtRunTime(specifier: string): Promise<unknown> {
  return import(/* webpackIgnore: true */ /* @vite-ignore */ specifier);
}
