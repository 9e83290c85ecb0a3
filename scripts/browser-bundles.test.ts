import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { browserSafeEntries } from './packed-packages/browser-safe-entries';

// The platform-neutral entries: each must bundle for the browser (no Node built-in anywhere in its import graph),
// so that it runs in browsers and edge runtimes. Workspace packages are read from src/ through the
// `@metnos/source` condition; packed-packages.test.ts bundles the built tarballs the same way.
const root = fileURLToPath(new URL('..', import.meta.url));


describe('browser-safe entries', () => {
  it.each(browserSafeEntries)('should bundle %s (%s) with esbuild --platform=browser', async (folder, specifier) => {
    const result = await build({
      stdin: { contents: `export * from '${specifier}';`, resolveDir: `${root}packages/${folder}`, loader: 'js' },
      bundle: true,
      platform: 'browser',
      format: 'esm',
      conditions: ['@metnos/source'],
      write: false,
      logLevel: 'silent',
      metafile: true,
    });
    expect(result.errors).toEqual([]);
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.filter((input) => /^node:|(^|\/)node_modules\/(onnxruntime-node|node-llama-cpp|better-sqlite3|hnswlib-node)\//.test(input))).toEqual([]);
  });

  it('should refuse, naming the Node built-in, an entry that is not browser-safe', async () => {
    const error = await build({
      stdin: { contents: "export * from '@metnos/core/config';", resolveDir: `${root}packages/core`, loader: 'js' },
      bundle: true,
      platform: 'browser',
      conditions: ['@metnos/source'],
      write: false,
      logLevel: 'silent',
    }).catch((caught: unknown) => caught);
    expect(String(error)).toMatch(/Could not resolve "node:(fs|os|path)"/);
  });
});
