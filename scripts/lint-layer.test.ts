import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// `pnpm lint` runs oxlint (import cycles, .oxlintrc.json) and knip (unused files, dependencies and exports,
// knip.jsonc) with the repository's own configuration; these tests run both on a small workspace laid out like
// ours, clean and then with one fault planted, to prove that each fault fails the lint.
const repoRoot = join(new URL('.', import.meta.url).pathname, '..');
const bin = (name: string) => join(repoRoot, 'node_modules', '.bin', name);
const cleanups: string[] = [];
afterEach(() => {
  for (const path of cleanups.splice(0)) rmSync(path, { recursive: true, force: true });
});

type Files = Record<string, string>;

/** Two packages: `@fixture/beta` uses `@fixture/alpha`, whose index re-exports one helper. */
function cleanWorkspace(): Files {
  const manifest = (name: string, dependencies: Record<string, string> = {}) =>
    JSON.stringify({ name, version: '0.0.0', type: 'module', exports: { '.': './src/index.ts' }, dependencies });
  return {
    'package.json': JSON.stringify({ name: 'fixture', private: true, type: 'module' }),
    'pnpm-workspace.yaml': 'packages:\n  - packages/*\n',
    'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', strict: true } }),
    'packages/alpha/package.json': manifest('@fixture/alpha'),
    'packages/alpha/src/index.ts': "export { double } from './double';\n",
    'packages/alpha/src/double.ts': "import { two } from './two';\n\nexport function double(value: number): number {\n  return value * two;\n}\n",
    'packages/alpha/src/two.ts': 'export const two = 2;\n',
    'packages/beta/package.json': manifest('@fixture/beta', { '@fixture/alpha': 'workspace:^' }),
    'packages/beta/src/index.ts': "import { double } from '@fixture/alpha';\n\nexport const four = double(2);\n",
  };
}

function writeWorkspace(files: Files): string {
  const root = mkdtempSync(join(tmpdir(), 'metnos-lint-'));
  cleanups.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  // Workspace links as pnpm makes them, so that knip resolves `@fixture/alpha` to its source.
  mkdirSync(join(root, 'packages/beta/node_modules/@fixture'), { recursive: true });
  symlinkSync('../../../alpha', join(root, 'packages/beta/node_modules/@fixture/alpha'), 'dir');
  return root;
}

function run(command: string, args: string[], cwd: string): { status: number | null; output: string } {
  const result = spawnSync(bin(command), args, { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const oxlint = (root: string) => run('oxlint', ['--config', join(repoRoot, '.oxlintrc.json'), '--deny-warnings', 'packages'], root);
const knip = (root: string) => run('knip', ['--config', join(repoRoot, 'knip.jsonc'), '--no-progress', '--no-config-hints'], root);

describe('pnpm lint (oxlint)', () => {
  it('should pass a workspace without import cycles', () => {
    const result = oxlint(writeWorkspace(cleanWorkspace()));
    expect(result.output).toContain('Found 0 warnings and 0 errors');
    expect(result.status).toBe(0);
  });

  it('should fail on an import cycle inside a package, even through type-only imports', () => {
    const files = cleanWorkspace();
    files['packages/alpha/src/two.ts'] = "import type { double } from './double';\n\nexport const two = 2;\nexport type Doubler = typeof double;\n";
    const result = oxlint(writeWorkspace(files));
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('import(no-cycle)');
    expect(result.output).toContain('packages/alpha/src/two.ts');
  });
});

describe('pnpm lint (knip)', () => {
  it('should pass a workspace without unused dependencies, exports or files', () => {
    const result = knip(writeWorkspace(cleanWorkspace()));
    expect(result.output).toBe('');
    expect(result.status).toBe(0);
  });

  it('should fail on a declared dependency that no file imports', () => {
    const files = cleanWorkspace();
    files['packages/alpha/package.json'] = files['packages/alpha/package.json']!.replace('"dependencies":{}', '"dependencies":{"left-pad":"^1.3.0"}');
    const result = knip(writeWorkspace(files));
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(/Unused dependencies \(1\)\s+left-pad\s+packages\/alpha\/package\.json/);
  });

  it('should fail on an export that no other file uses, but not on the public API of a package index', () => {
    const files = cleanWorkspace();
    files['packages/alpha/src/two.ts'] = 'export const two = 2;\nexport const three = 3;\n';
    files['packages/alpha/src/index.ts'] += "export const published = 'public API, used by no file of the workspace';\n";
    const result = knip(writeWorkspace(files));
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(/Unused exports \(1\)\s+three\s+packages\/alpha\/src\/two\.ts/);
    expect(result.output).not.toContain('published');
  });

  it('should fail on a source file that nothing imports', () => {
    const files = cleanWorkspace();
    files['packages/alpha/src/orphan.ts'] = 'export const orphan = 1;\n';
    const result = knip(writeWorkspace(files));
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(/Unused files \(1\)\s+packages\/alpha\/src\/orphan\.ts/);
  });
});
