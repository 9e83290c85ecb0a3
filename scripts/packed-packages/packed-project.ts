import { execFile, type ExecFileOptions } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The published packages (packages/* except the private @metnos/testing), by folder name. */
export const publishedPackages = readdirSync(join(repositoryRoot, 'packages'))
  .filter((folder) => folder !== 'testing' && existsSync(join(repositoryRoot, 'packages', folder, 'package.json')))
  .sort();

/** Runs a command; resolves with its output, rejects with an error that carries the output. */
export function run(
  command: string,
  args: readonly string[],
  options: ExecFileOptions & { timeoutMs?: number } = {},
): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { maxBuffer: 64 * 1024 * 1024, timeout: options.timeoutMs ?? 600_000, ...options, encoding: 'utf8' }, (error, stdout, stderr) => {
      if (error) reject(Object.assign(new Error(`${command} ${args.join(' ')} failed: ${error.message}\n${stdout}\n${stderr}`), { stdout, stderr }));
      else resolve({ stdout: String(stdout), stderr: String(stderr) });
    });
  });
}

/** Why the npm registry cannot be used (`npm ping` fails), or `undefined` when it answers. */
export async function registryUnreachableReason(): Promise<string | undefined> {
  try {
    await run('npm', ['ping', '--loglevel=error'], { timeoutMs: 30_000 });
    return undefined;
  } catch (error) {
    return `the npm registry does not answer \`npm ping\` (${(error as Error).message.split('\n')[0]})`;
  }
}

/** A temp project outside the workspace with every published package installed from its packed tarball. */
export interface PackedProject {
  directory: string;
  /** `@metnos/<folder>` -> the tarball it was installed from. */
  tarballs: Map<string, string>;
}

/**
 * Builds the packages (turbo; cached when nothing changed), packs each published one with `pnpm pack` (which
 * turns `workspace:^` into versions) and installs all the tarballs with npm into ONE temp project outside the
 * workspace, with TypeScript and @types/node to type-check against them. better-sqlite3, the one native
 * dependency, is linked to the workspace's build (no compiler and no GitHub download needed), and install
 * scripts are off; optional peers (onnxruntime-node, node-llama-cpp, @huggingface/tokenizers) stay uninstalled,
 * as for a user who does not ask for them.
 */
export async function createPackedProject(): Promise<PackedProject> {
  const environment = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' };
  await run('npx', ['-y', 'pnpm@10', 'run', 'build', '--output-logs=errors-only'], { cwd: repositoryRoot, env: environment });
  const directory = realpathSync(mkdtempSync(join(tmpdir(), 'metnos-packed-')));
  const packs = join(directory, 'tarballs');
  await run('npx', ['-y', 'pnpm@10', '-r', '--filter', './packages/*', '--filter', '!@metnos/testing', 'pack', '--pack-destination', packs], {
    cwd: repositoryRoot,
    env: environment,
  });
  const tarballs = new Map<string, string>();
  for (const file of readdirSync(packs)) {
    const folder = /^metnos-(.+)-\d+\.\d+\.\d+(?:-[\w.]+)?\.tgz$/.exec(file)?.[1];
    if (folder !== undefined) tarballs.set(`@metnos/${folder}`, join(packs, file));
  }
  const betterSqlite3 = dirname(realpathSync(join(repositoryRoot, 'packages', 'praxis-store', 'node_modules', 'better-sqlite3', 'package.json')));
  const rootManifest = JSON.parse(await readText(join(repositoryRoot, 'package.json'))) as { devDependencies: Record<string, string> };
  const praxisStoreManifest = JSON.parse(await readText(join(repositoryRoot, 'packages/praxis-store/package.json'))) as { peerDependencies: Record<string, string> };
  const manifest = {
    name: 'metnos-packed-consumer',
    private: true,
    type: 'module',
    dependencies: {
      ...Object.fromEntries([...tarballs].map(([name, tarball]) => [name, `file:${tarball}`])),
      typescript: rootManifest.devDependencies['typescript'],
      '@types/node': rootManifest.devDependencies['@types/node'],
      // an optional peer of praxis-store, which a TypeScript user adds (its README says so)
      '@types/better-sqlite3': praxisStoreManifest.peerDependencies['@types/better-sqlite3'],
    },
    overrides: { 'better-sqlite3': `file:${betterSqlite3}` },
  };
  writeFileSync(join(directory, 'package.json'), `${JSON.stringify(manifest, undefined, 2)}\n`);
  await run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], { cwd: directory, timeoutMs: 600_000 });
  return { directory, tarballs };
}

async function readText(path: string): Promise<string> {
  const { readFile } = await import('node:fs/promises');
  return readFile(path, 'utf8');
}
