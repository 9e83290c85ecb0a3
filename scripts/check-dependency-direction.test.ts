import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { checkAppFolderDirection, checkDependencyDirection } from './check-dependency-direction.mjs';

const repoRoot = join(new URL('.', import.meta.url).pathname, '..');
const cleanups: string[] = [];
afterEach(() => {
  for (const path of cleanups.splice(0)) rmSync(path, { recursive: true, force: true });
});

function fakeWorkspace(packages: Record<string, { deps?: string[]; dev?: string[]; refs?: string[]; source?: string }>) {
  const root = mkdtempSync(join(tmpdir(), 'metnos-deps-'));
  cleanups.push(root);
  for (const [dir, spec] of Object.entries(packages)) {
    const base = join(root, dir === 'assistant' ? 'apps' : 'packages', dir);
    mkdirSync(join(base, 'src'), { recursive: true });
    const asMap = (names: string[] = []) => Object.fromEntries(names.map((name) => [`@metnos/${name}`, 'workspace:^']));
    writeFileSync(
      join(base, 'package.json'),
      JSON.stringify({ name: `@metnos/${dir}`, dependencies: asMap(spec.deps), devDependencies: asMap(spec.dev) }),
    );
    writeFileSync(
      join(base, 'tsconfig.json'),
      JSON.stringify({ references: (spec.refs ?? [...(spec.deps ?? []), ...(spec.dev ?? [])]).map((name) => ({ path: `../${name}` })) }),
    );
    writeFileSync(join(base, 'src', 'index.ts'), spec.source ?? 'export {};\n');
  }
  return root;
}

describe('checkDependencyDirection', () => {
  it('should accept the real workspace', () => {
    expect(checkDependencyDirection(repoRoot)).toEqual([]);
  });

  it('should reject a composite importing another composite', () => {
    const root = fakeWorkspace({ core: {}, nous: { deps: ['core', 'metis'] }, metis: { deps: ['core'] } });
    expect(checkDependencyDirection(root)).toEqual(['@metnos/nous: composites never import each other (@metnos/metis)']);
  });

  it('should reject a pure library depending on an adapter', () => {
    const root = fakeWorkspace({ core: {}, 'fast-path': { deps: ['core', 'praxis-store'] }, 'praxis-store': { deps: ['core'] } });
    expect(checkDependencyDirection(root)).toEqual(['@metnos/fast-path (pure) must not depend on @metnos/praxis-store (adapter)']);
  });

  it('should reject core depending on anything of ours, even for tests', () => {
    const root = fakeWorkspace({ core: { dev: ['testing'] }, testing: { deps: ['core'] } });
    expect(checkDependencyDirection(root)).toContain(
      '@metnos/core: core must not depend on @metnos/testing, even as a devDependency',
    );
  });

  it('should reject an import that package.json does not declare', () => {
    const root = fakeWorkspace({ core: {}, aporia: { deps: ['core'], source: "import { x } from '@metnos/metis';\n" } });
    expect(checkDependencyDirection(root)).toEqual([
      "packages/aporia/src/index.ts: imports @metnos/metis, which @metnos/aporia does not declare",
    ]);
  });

  it('should reject tsconfig references that do not mirror package.json', () => {
    const root = fakeWorkspace({ core: {}, aporia: { deps: ['core'], refs: [] } });
    expect(checkDependencyDirection(root)).toEqual(['@metnos/aporia: tsconfig.json lacks a reference to ../core']);
  });

  it('should reject dependency cycles', () => {
    const root = fakeWorkspace({ core: {}, 'tool-grammar': { deps: ['core', 'args-extractor'] }, 'args-extractor': { deps: ['core', 'tool-grammar'] } });
    expect(checkDependencyDirection(root)).toContainEqual(expect.stringMatching(/^dependency cycle: /));
  });
});

describe('tsc', () => {
  // A probe file inside packages/nous resolves modules exactly like nous' own sources do.
  function typecheckProbe(source: string): { ok: boolean; output: string } {
    const probeDir = mkdtempSync(join(repoRoot, 'packages', 'nous', '.probe-'));
    cleanups.push(probeDir);
    writeFileSync(join(probeDir, 'probe.ts'), source);
    writeFileSync(
      join(probeDir, 'tsconfig.json'),
      JSON.stringify({ extends: '../../../tsconfig.base.json', compilerOptions: { composite: false, noEmit: true, emitDeclarationOnly: false }, files: ['probe.ts'] }),
    );
    try {
      const output = execFileSync(join(repoRoot, 'node_modules', '.bin', 'tsc'), ['-p', probeDir], { encoding: 'utf8' });
      return { ok: true, output };
    } catch (error) {
      return { ok: false, output: String((error as { stdout?: string }).stdout) };
    }
  }

  it('should resolve a dependency that nous declares', () => {
    expect(typecheckProbe("import type { Framework } from '@metnos/core';\nexport type X = Framework;\n")).toEqual({ ok: true, output: '' });
  });

  it('should reject nous importing metis, which breaks the dependency direction', () => {
    const result = typecheckProbe("import * as metis from '@metnos/metis';\nexport const x = metis;\n");
    expect(result.ok).toBe(false);
    expect(result.output).toContain("Cannot find module '@metnos/metis'");
  });
});

describe('checkAppFolderDirection', () => {
  const folders = [['turn'], ['storage'], ['cascade'], ['server', 'mcp']];
  function fakeApp(files: Record<string, string>) {
    const src = mkdtempSync(join(tmpdir(), 'metnos-app-folders-'));
    cleanups.push(src);
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(src, path, '..'), { recursive: true });
      writeFileSync(join(src, path), text);
    }
    return src;
  }

  it('should accept imports from the same folder and from lower folders, and files at src importing anything', () => {
    const src = fakeApp({
      'turn/turn.ts': 'export type Turn = string;\n',
      'storage/store.ts': "import type { Turn } from '../turn/turn';\nexport const store = (turn: Turn) => turn;\n",
      'cascade/cascade.ts': "import { store } from '../storage/store';\nimport { other } from './other';\nexport const run = () => store(other);\n",
      'cascade/other.ts': "export const other = 'x';\n",
      'index.ts': "export { run } from './cascade/cascade';\nexport { store } from './storage/store';\n",
    });
    expect(checkAppFolderDirection(src, folders)).toEqual([]);
  });

  it('should reject an import from a lower folder up to a higher one, static, dynamic or re-export', () => {
    const src = fakeApp({
      'turn/turn.ts': "import type { Store } from '../storage/store';\nexport type Turn = Store;\n",
      'storage/store.ts': "export type Store = string;\nexport const load = () => import('../cascade/cascade');\n",
      'cascade/cascade.ts': 'export const run = 1;\n',
      'cascade/again.ts': "export { serve } from '../server/serve';\n",
      'server/serve.ts': 'export const serve = 1;\n',
    });
    expect(checkAppFolderDirection(src, folders)).toEqual([
      'cascade/again.ts (cascade) imports server, which is not below it',
      'storage/store.ts (storage) imports cascade, which is not below it',
      'turn/turn.ts (turn) imports storage, which is not below it',
    ]);
  });

  it('should reject imports between two folders of the same rank', () => {
    const src = fakeApp({ 'server/serve.ts': "import { tool } from '../mcp/tool';\nexport const serve = tool;\n", 'mcp/tool.ts': 'export const tool = 1;\n' });
    expect(checkAppFolderDirection(src, folders)).toEqual(['server/serve.ts (server) imports mcp, which is not below it']);
  });

  it('should let tests, benches and __fixtures__ import any folder', () => {
    const src = fakeApp({
      'turn/turn.test.ts': "import { run } from '../cascade/cascade';\nrun;\n",
      'turn/turn.bench.ts': "import { run } from '../cascade/cascade';\nrun;\n",
      'turn/__fixtures__/world.ts': "export { run } from '../../cascade/cascade';\n",
      'cascade/cascade.ts': 'export const run = 1;\n',
    });
    expect(checkAppFolderDirection(src, folders)).toEqual([]);
  });

  it('should report a folder that has no rank', () => {
    const src = fakeApp({ 'gadgets/gadget.ts': "import type { Turn } from '../turn/turn';\nexport type Gadget = Turn;\n", 'turn/turn.ts': "export type Turn = string;\nexport { gadget } from '../gadgets/gadget';\n" });
    expect(checkAppFolderDirection(src, folders)).toEqual(['gadgets/gadget.ts: folder gadgets has no rank in appFolders', 'turn/turn.ts: imports folder gadgets, which has no rank in appFolders']);
  });
});
