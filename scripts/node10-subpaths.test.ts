import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { publishedPackages, repositoryRoot, run } from './packed-packages/packed-project';

// A TypeScript consumer still on `moduleResolution: node10` (the `node` of older tsconfigs) ignores `exports`;
// subpath entries (`@metnos/core/config`) resolve there only through `typesVersions`. Each published package
// with a subpath is built (turbo, cached), linked into a scratch project's node_modules, and every entry is
// imported by a consumer that tsc compiles under node10 with skipLibCheck off.

interface Manifest {
  name: string;
  exports: Record<string, unknown>;
}

const withSubpaths = publishedPackages
  .map((folder) => ({ folder, manifest: JSON.parse(readFileSync(join(repositoryRoot, 'packages', folder, 'package.json'), 'utf8')) as Manifest }))
  .map(({ folder, manifest }) => ({ folder, name: manifest.name, entries: Object.keys(manifest.exports).filter((key) => key !== './package.json') }))
  .filter(({ entries }) => entries.some((entry) => entry !== '.'));

const scratch = mkdtempSync(join(tmpdir(), 'metnos-node10-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('subpath exports under moduleResolution node10', () => {
  it('should type-check a CommonJS consumer that imports every entry of every package with subpaths', async () => {
    expect(withSubpaths.map(({ name }) => name)).toEqual(expect.arrayContaining(['@metnos/core', '@metnos/embedder']));
    await run('npx', ['-y', 'pnpm@10', 'exec', 'turbo', 'run', 'build', '--output-logs=errors-only', ...withSubpaths.map(({ name }) => `--filter=${name}`)], {
      cwd: repositoryRoot,
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
    });
    mkdirSync(join(scratch, 'node_modules', '@metnos'), { recursive: true });
    for (const { folder, name } of withSubpaths) symlinkSync(join(repositoryRoot, 'packages', folder), join(scratch, 'node_modules', name), 'dir');
    const specifiers = withSubpaths.flatMap(({ name, entries }) => entries.map((entry) => `${name}${entry.slice(1)}`));
    writeFileSync(
      join(scratch, 'consumer.ts'),
      [
        ...specifiers.map((specifier, index) => `import * as entry${index} from '${specifier}';`),
        "import { loadConfig } from '@metnos/core/config';",
        "import { createHashedEmbedder } from '@metnos/embedder/hashed';",
        'const dimension: number = createHashedEmbedder().dimension;',
        `export { ${specifiers.map((_, index) => `entry${index}`).join(', ')}, loadConfig, dimension };`,
      ].join('\n'),
    );
    writeFileSync(
      join(scratch, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          module: 'commonjs',
          moduleResolution: 'node10',
          target: 'es2022',
          lib: ['es2022'],
          skipLibCheck: false,
          typeRoots: [join(repositoryRoot, 'node_modules', '@types')],
          types: ['node'],
        },
        files: ['consumer.ts'],
      }),
    );
    const tsc = join(repositoryRoot, 'node_modules', 'typescript', 'bin', 'tsc');
    const result = await run(process.execPath, [tsc, '-p', join(scratch, 'tsconfig.json')], { cwd: scratch }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? String(error) }));
    expect(result.stdout.trim()).toBe('');
  }, 600_000);
});
