#!/usr/bin/env node
// Enforces the dependency direction (README.md, "Dependency direction") between workspace packages.
// Run as `pnpm lint`; exits 1 and lists every violation. The rules live in `layers` below.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Layer of each package, which layers it may depend on, and (`mayUsePackages`) single packages of other layers it may use. */
export const layers = {
  core: { packages: ['core'], mayUse: [] },
  // Not praxis: praxis → args-extractor → (tests) testing would be a cycle (docs/architecture.md, contract suites).
  test: { packages: ['testing'], mayUse: ['core'] },
  lexicon: { packages: ['lexicon'], mayUse: ['core'] },
  transport: { packages: ['http-client'], mayUse: ['core'] },
  // praxis/replay re-reads a skill's values through args-extractor's frames: that one pure library, no other.
  concept: { packages: ['praxis'], mayUse: ['core', 'lexicon'], mayUsePackages: ['args-extractor'] },
  pure: { packages: ['tool-grammar', 'args-extractor', 'fast-path', 'aporia'], mayUse: ['core', 'lexicon', 'pure', 'concept'] },
  adapter: { packages: ['embedder', 'praxis-store', 'llama-client'], mayUse: ['core', 'transport', 'concept'] },
  composite: { packages: ['metis', 'nous', 'pronoia'], mayUse: ['core', 'lexicon', 'pure', 'concept'] },
  app: { packages: ['assistant'], mayUse: ['core', 'lexicon', 'concept', 'pure', 'adapter', 'composite'] },
};

/**
 * Folders of `apps/assistant/src`, bottom to top (docs/architecture.md, "Inside the assistant"). A file may import
 * from its own folder and from folders of a lower rank; files at `src/` itself sit on top. Tests, benches and
 * `__fixtures__` may import any folder. A folder missing here is reported, so a new folder must take a rank.
 */
export const appFolders = [
  ['turn', 'html', 'replies'],
  ['storage'],
  ['executor-support'],
  ['executors'],
  ['catalog', 'consent', 'stats'],
  ['settings'],
  ['mcp-client'],
  ['trust', 'cascade'],
  ['server', 'live-engines'],
  ['mcp', 'doctor', 'calibrate'],
  ['cli'],
  ['turn-bench', 'single-step-eval', 'praxis-engine', 'integration'],
  ['replay-eval'],
];

const folderImportPattern = /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)|^import\s*['"](\.{1,2}\/[^'"]+)['"]/gm;

/** Returns the imports inside `src` (an app's source folder) that run from a lower folder up to a higher one. */
export function checkAppFolderDirection(src, folders = appFolders) {
  const problems = [];
  const rankOf = new Map(folders.flatMap((group, rank) => group.map((folder) => [folder, rank])));
  const top = folders.length;
  const folderOf = (path) => { const parts = relative(src, path).split(/[\\/]/); return parts.length > 1 ? parts[0] : undefined; };
  for (const file of sourceFiles(src)) {
    const from = folderOf(file);
    if (/\.(test|bench)\.[mc]?[jt]s$/.test(file) || /[\\/]__fixtures__[\\/]/.test(file)) continue;
    if (from !== undefined && !rankOf.has(from)) { problems.push(`${relative(src, file)}: folder ${from} has no rank in appFolders`); continue; }
    const fromRank = from === undefined ? top : rankOf.get(from);
    for (const match of readFileSync(file, 'utf8').matchAll(folderImportPattern)) {
      const to = folderOf(join(file, '..', match[1] ?? match[2] ?? match[3]));
      if (to === undefined || to === from || to === '__fixtures__') continue;
      const toRank = rankOf.get(to);
      if (toRank === undefined) problems.push(`${relative(src, file)}: imports folder ${to}, which has no rank in appFolders`);
      else if (toRank >= fromRank) problems.push(`${relative(src, file)} (${from ?? 'src'}) imports ${to}, which is not below it`);
    }
  }
  return problems.sort();
}

const layerOf = (name) => Object.entries(layers).find(([, layer]) => layer.packages.includes(name))?.[0];

/** Reads every workspace package (packages/*, apps/*) under `root`. */
export function readWorkspace(root) {
  const found = [];
  for (const group of ['packages', 'apps']) {
    const dir = join(root, group);
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir).sort()) {
      const packageFile = join(dir, entry, 'package.json');
      if (!existsSync(packageFile)) continue;
      const manifest = JSON.parse(readFileSync(packageFile, 'utf8'));
      const tsconfigFile = join(dir, entry, 'tsconfig.json');
      const tsconfig = existsSync(tsconfigFile) ? JSON.parse(readFileSync(tsconfigFile, 'utf8')) : {};
      found.push({ dir: join(dir, entry), short: entry, manifest, tsconfig });
    }
  }
  return found;
}

function sourceFiles(dir) {
  const out = [];
  const walk = (current) => {
    for (const entry of readdirSync(current)) {
      if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
      const path = join(current, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(m?ts|tsx|m?js)$/.test(entry)) out.push(path);
    }
  };
  if (existsSync(dir)) walk(dir);
  return out;
}

const importPattern = /(?:import|export)\s[^'"]*?from\s*['"](@metnos\/[^'"/]+)|import\(\s*['"](@metnos\/[^'"/]+)|import\s*['"](@metnos\/[^'"/]+)/g;

/** Returns the list of violations (strings) for the workspace at `root`. */
export function checkDependencyDirection(root) {
  const problems = [];
  const workspace = readWorkspace(root);
  const byName = new Map(workspace.map((pkg) => [pkg.manifest.name, pkg]));
  const graph = new Map();
  for (const pkg of workspace) {
    const from = pkg.short;
    const fromLayer = layerOf(from);
    if (fromLayer === undefined) {
      problems.push(`${pkg.manifest.name}: not assigned to a layer in scripts/check-dependency-direction.mjs`);
      continue;
    }
    const runtime = Object.keys(pkg.manifest.dependencies ?? {}).filter((name) => name.startsWith('@metnos/'));
    const dev = Object.keys(pkg.manifest.devDependencies ?? {}).filter((name) => name.startsWith('@metnos/'));
    graph.set(pkg.manifest.name, runtime);
    for (const name of runtime) {
      const target = byName.get(name);
      if (!target) { problems.push(`${pkg.manifest.name}: depends on unknown workspace package ${name}`); continue; }
      const toLayer = layerOf(target.short);
      if (toLayer === 'test') problems.push(`${pkg.manifest.name}: ${name} may only be a devDependency`);
      else if (fromLayer === 'composite' && toLayer === 'composite') {
        problems.push(`${pkg.manifest.name}: composites never import each other (${name})`);
      } else if (!layers[fromLayer].mayUse.includes(toLayer) && !(layers[fromLayer].mayUsePackages ?? []).includes(target.short)) {
        problems.push(`${pkg.manifest.name} (${fromLayer}) must not depend on ${name} (${toLayer})`);
      }
    }
    for (const name of dev) {
      if (name !== '@metnos/testing') problems.push(`${pkg.manifest.name}: devDependency ${name}: only @metnos/testing may be a dev-only workspace dependency`);
      if (fromLayer === 'core') problems.push(`${pkg.manifest.name}: core must not depend on ${name}, even as a devDependency`);
    }
    const references = new Set((pkg.tsconfig.references ?? []).map((reference) => reference.path.split('/').pop()));
    for (const name of [...runtime, ...dev]) {
      const target = byName.get(name);
      if (target && !references.has(target.short)) problems.push(`${pkg.manifest.name}: tsconfig.json lacks a reference to ${relative(pkg.dir, target.dir)}`);
    }
    const declared = new Set([...runtime, ...dev, pkg.manifest.name]);
    for (const file of sourceFiles(join(pkg.dir, 'src'))) {
      const text = readFileSync(file, 'utf8');
      const isTest = /\.(test|bench)\.[mc]?[jt]s$/.test(file) || /\/__(fixtures|test-helpers|tests)__\//.test(file);
      for (const match of text.matchAll(importPattern)) {
        const name = match[1] ?? match[2] ?? match[3];
        if (!declared.has(name)) problems.push(`${relative(root, file)}: imports ${name}, which ${pkg.manifest.name} does not declare`);
        else if (!isTest && dev.includes(name)) problems.push(`${relative(root, file)}: non-test code imports devDependency ${name}`);
      }
    }
  }
  // cycles among runtime dependencies
  const state = new Map();
  const visit = (name, trail) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'active') { problems.push(`dependency cycle: ${[...trail, name].join(' -> ')}`); return; }
    state.set(name, 'active');
    for (const next of graph.get(name) ?? []) visit(next, [...trail, name]);
    state.set(name, 'done');
  };
  for (const name of graph.keys()) visit(name, []);
  const app = join(root, 'apps', 'assistant', 'src');
  if (existsSync(app)) problems.push(...checkAppFolderDirection(app).map((problem) => `apps/assistant/src/${problem}`));
  return problems;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');
  const problems = checkDependencyDirection(root);
  if (problems.length > 0) {
    console.error(`Dependency direction violated (README.md, "Dependency direction"):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`dependency direction ok (${readWorkspace(root).length} packages)`);
}
