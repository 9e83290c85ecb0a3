// Builds and finds the plain-JavaScript metnos CLI, so `metnos` starts without a TypeScript loader.
//
// The CLI and the workspace packages it uses are bundled from source by esbuild; modules reached by `import()`
// are bundled apart and loaded only when a turn needs them; the packages several of them use (lexicon,
// args-extractor, fast-path) are bundled once and shared (`sharedWorkspacePackages`). `import.meta.url` in workspace sources keeps pointing
// at the source file, so files read beside a module (the executor manifests) are read where they are.
// Third-party packages stay external and are imported by their path inside node_modules, as resolved at build
// time from the package that declares them.
// Each build goes to dist/<id>/ and dist/current.json names the latest one (written last, atomically), so runs
// started while another process rebuilds keep using a complete build. A build is fresh while none of the
// source files it was made from, this bundler, or the install (node_modules/.modules.yaml, the lockfile) changed
// since it started.
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** apps/assistant */
export const appDirectory = fileURLToPath(new URL('..', import.meta.url));
const distDirectory = join(appDirectory, 'dist');
const currentFile = join(distDirectory, 'current.json');
const staleBuildMs = 10 * 60 * 1000;
/** This file, as an input of every build (relative to apps/assistant). */
const bundlerInput = relative(appDirectory, fileURLToPath(import.meta.url)).split(sep).join('/');

/**
 * The latest build when it is complete and every file it was built from is unchanged since; otherwise undefined.
 * @returns {{ entry: string } | undefined}
 */
export function findFreshBuild() {
  let current;
  try {
    current = JSON.parse(readFileSync(currentFile, 'utf8'));
  } catch {
    return undefined;
  }
  if (typeof current?.id !== 'string' || !Array.isArray(current.inputs) || typeof current.startedAtMs !== 'number') return undefined;
  // Built code points at its sources (import.meta.url): a checkout that moved needs a new build.
  if (current.appDirectory !== appDirectory) return undefined;
  // A build by an older bundler (which did not list itself among its inputs) is rebuilt.
  if (!current.inputs.includes(bundlerInput)) return undefined;
  const entry = join(distDirectory, current.id, 'js', 'cli.js');
  if (!existsSync(entry)) return undefined;
  // Every start stats each of the ~800 inputs: the path is put together without join's normalisation (the inputs are
  // relative to apps/assistant, appDirectory ends with a separator), which cost as much as the stats themselves.
  for (const input of current.inputs) {
    const stat = statSync(`${appDirectory}${input}`, { throwIfNoEntry: false });
    if (stat === undefined || stat.mtimeMs > current.startedAtMs) return undefined;
  }
  return { entry };
}

/**
 * Bundles src/cli.ts into dist/<id>/js/ (ESM, one file per `import()`ed module), then points dist/current.json at
 * it and removes builds older than ten minutes.
 * @returns {Promise<{ entry: string; directory: string; ms: number }>}
 */
export async function buildCliBundle() {
  const { build } = await import('esbuild');
  const started = performance.now();
  const startedAtMs = Date.now();
  const id = `${startedAtMs.toString(36)}-${process.pid}`;
  const directory = join(distDirectory, id);
  const outdir = join(directory, 'js');
  // esbuild ignores `"sideEffects": false` when it splits code, so a package the CLI imports one function from
  // would load whole. Instead every module reached by `import()` is bundled on its own (without splitting) and
  // imported by its file name: what a turn does not need is never parsed.
  const lazyEntries = new Map();
  const inputs = new Set();
  const parsedManifests = await parseBuiltInManifests();
  const { schemaValidators, readingVersion, temporalRuleCues } = await runBuildTimeTools(build, parsedManifests, join(directory, 'build-tools'));
  const bundle = async (entry, name) => {
    const result = await build({
      absWorkingDir: appDirectory,
      entryPoints: { [name]: sharedPackageEntry(entry) ?? entry },
      outdir,
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      conditions: ['@metnos/source'],
      define: { __METNOS_PARSED_MANIFESTS__: JSON.stringify(JSON.stringify(parsedManifests)), __METNOS_READING_VERSION__: JSON.stringify(readingVersion), __METNOS_TEMPORAL_RULE_CUES__: JSON.stringify(temporalRuleCues) },
      metafile: true,
      sourcemap: 'linked',
      logLevel: 'silent',
      // The bundled CommonJS packages `require()` Node built-ins.
      banner: { js: "import { createRequire as __metnosCreateRequire } from 'node:module'; const require = __metnosCreateRequire(import.meta.url);" },
      plugins: [builtInSchemaValidators(schemaValidators), sharedPackageModules(), sourceLocations(), lazyModules(lazyEntries), sharedPackages(lazyEntries, name), externalDependencies(outdir)],
    });
    // An object `define` is a module of its own to esbuild (`<define:NAME>`), not a file.
    for (const input of Object.keys(result.metafile.inputs)) if (!input.includes('node_modules') && !input.startsWith(`${sharedNamespace}:`) && !input.startsWith('<define:')) inputs.add(input);
  };
  await bundle('src/cli.ts', 'cli');
  const built = new Set();
  for (let pending = [...lazyEntries]; pending.length > 0; pending = [...lazyEntries].filter(([path]) => !built.has(path))) {
    for (const [path] of pending) built.add(path);
    await Promise.all(pending.map(([path, name]) => bundle(path, name)));
  }
  // The bundled third-party packages are inside the build: any install or upgrade (which rewrites these files)
  // makes it stale, so a security release of picomatch or ipaddr.js is picked up at the next start.
  for (const marker of installMarkers) if (existsSync(join(appDirectory, marker))) inputs.add(marker);
  // So does a change to this bundler.
  inputs.add(bundlerInput);
  const temporary = `${currentFile}.${id}`;
  writeFileSync(temporary, `${JSON.stringify({ id, appDirectory, startedAtMs, inputs: [...inputs] })}\n`);
  renameSync(temporary, currentFile);
  for (const other of readdirSync(distDirectory, { withFileTypes: true })) {
    if (!other.isDirectory() || other.name === id) continue;
    const path = join(distDirectory, other.name);
    if (Date.now() - statSync(path).mtimeMs > staleBuildMs) rmSync(path, { recursive: true, force: true });
  }
  return { entry: join(outdir, 'cli.js'), directory, ms: performance.now() - started };
}

/**
 * The built-in executors' manifests (src/executors/<name>/manifest.toml) parsed now: their JSON keyed by their exact
 * text, which the built CLI uses instead of parsing the TOML at each start (`parseExecutorManifest`). A manifest
 * edited since the build has another text and is parsed at start, as from source.
 * @returns {Promise<Record<string, string>>}
 */
async function parseBuiltInManifests() {
  const { default: TOML } = await import('@iarna/toml');
  const executors = join(appDirectory, 'src', 'executors');
  const parsed = {};
  for (const folder of readdirSync(executors, { withFileTypes: true })) {
    const file = join(executors, folder.name, 'manifest.toml');
    if (!folder.isDirectory() || !existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    try {
      parsed[text] = JSON.stringify(TOML.parse(text));
    } catch {
      // not valid TOML: parsed (and reported) at start
    }
  }
  return parsed;
}

/**
 * What the build works out ahead of the start, with the workspace's own code bundled from source for this build into
 * `toolsDirectory`: the validators of the built-in manifests' input schemas (tool-grammar's `writeSchemaValidators`:
 * a CommonJS module keyed by each schema's JSON text, as `parseExecutorManifest` reads the manifest's text at start)
 * the lexicon's `readingVersion()` (a hash of its intent words, which every start would otherwise compute) and the
 * date rules' cues read from their patterns (args-extractor's `temporalRuleCueTable`, which the first request of every
 * process would otherwise read).
 * @returns {Promise<{ schemaValidators: string; readingVersion: string; temporalRuleCues: object }>}
 */
async function runBuildTimeTools(build, parsedManifests, toolsDirectory) {
  const tools = join(toolsDirectory, 'build-time-tools.mjs');
  await build({
    absWorkingDir: appDirectory,
    stdin: { contents: "export { writeSchemaValidators } from '@metnos/tool-grammar'; export { readingVersion } from '@metnos/lexicon/internal'; export { temporalRuleCueTable } from '@metnos/args-extractor/internal';", resolveDir: appDirectory, loader: 'js' },
    outfile: tools,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    conditions: ['@metnos/source'],
    logLevel: 'silent',
    banner: { js: "import { createRequire as __metnosCreateRequire } from 'node:module'; const require = __metnosCreateRequire(import.meta.url);" },
    plugins: [sourceLocations(), externalDependencies(dirname(tools))],
  });
  const { writeSchemaValidators, readingVersion, temporalRuleCueTable } = await import(pathToFileURL(tools).href);
  const schemas = Object.values(parsedManifests).map((json) => JSON.parse(json).input_schema).filter((schema) => schema !== undefined);
  return { schemaValidators: writeSchemaValidators(schemas), readingVersion: readingVersion(), temporalRuleCues: temporalRuleCueTable() };
}

/**
 * esbuild plugin: src/catalog/built-in-schema-validators.ts becomes `code` (runBuildTimeTools), its
 * `require`s of ajv's run-time helpers resolved from tool-grammar and bundled: the built CLI's validators of the
 * built-in tools need neither ajv nor a compile at start.
 */
function builtInSchemaValidators(code) {
  const toolGrammar = join(appDirectory, '..', '..', 'packages', 'tool-grammar');
  return {
    name: 'metnos-built-in-schema-validators',
    setup(build) {
      build.onLoad({ filter: /[\\/]src[\\/]catalog[\\/]built-in-schema-validators\.ts$/ }, () => ({
        contents: `export const builtInSchemaValidators = (function () {\nconst module = { exports: {} };\n${code}\nreturn module.exports;\n})();\n`,
        loader: 'js',
        resolveDir: toolGrammar,
      }));
    },
  };
}

/**
 * esbuild plugin: in workspace sources `import.meta.url` stays the URL of the source file, so code that finds
 * files beside itself (the executor manifests) or resolves packages from its own package (`createRequire`) works
 * unchanged from the bundle.
 */
function sourceLocations() {
  return {
    name: 'metnos-source-locations',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?ts$/ }, async (args) => {
        if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
        const contents = await readFile(args.path, 'utf8');
        if (!contents.includes('import.meta.url')) return undefined;
        return { contents: contents.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader: 'ts' };
      });
    },
  };
}

/**
 * esbuild plugin: a workspace module reached by `import()` (the app's own or an `@metnos/*` package) becomes an
 * entry of its own, `<folder>-<file>.js` beside the importer, recorded in `lazyEntries` (source path → name).
 */
function lazyModules(lazyEntries) {
  return {
    name: 'metnos-lazy-modules',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData?.metnosResolving === true) return undefined;
        const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: { metnosResolving: true } });
        if (resolved.errors.length > 0 || resolved.external || resolved.path.includes(`${sep}node_modules${sep}`)) return undefined;
        const source = relative(appDirectory, resolved.path).split(sep).join('/');
        return { path: `./${lazyEntryName(lazyEntries, source)}.js`, external: true };
      });
    },
  };
}

/**
 * Workspace packages that several lazy modules use: each is bundled once, as its own module (`lazy-<package>-index.js`,
 * the package's whole entry), and the modules that import it import that file, so a turn that loads several of them
 * parses the package and runs its module-level set-up (rule tables, locale indexes) once, and they share its state.
 * The start-up modules (the CLI and the assistant's wiring, which every turn loads, an L0 answer included) keep their
 * own tree-shaken copy of a package listed `lazyOnly`: they use a few small functions of it.
 */
const sharedWorkspacePackages = new Map([
  ['@metnos/lexicon', { lazyOnly: false }],
  ['@metnos/args-extractor', { lazyOnly: true }],
  ['@metnos/fast-path', { lazyOnly: true }],
]);
const startupModules = new Set(['cli', 'lazy-cascade-create-assistant']);

/** The namespace of the module that bundles a shared package: its main entry and its `./internal` subpath together. */
const sharedNamespace = 'metnos-shared';

/**
 * The entry point that bundles `entry` (relative to apps/assistant) when it is the main source of a
 * {@link sharedWorkspacePackages} package with an `./internal` subpath: a module exporting both, so that the sibling
 * packages' imports of `@metnos/<package>/internal` share the one copy of the package (and its state) too.
 */
function sharedPackageEntry(entry) {
  const folder = /^\.\.\/\.\.\/packages\/([a-z-]+)\/src\/index\.ts$/.exec(entry)?.[1];
  if (folder === undefined || !sharedWorkspacePackages.has(`@metnos/${folder}`) || !hasInternalEntry(folder)) return undefined;
  return `${sharedNamespace}:@metnos/${folder}`;
}

/** Whether `packages/<folder>` exports an `./internal` subpath. */
function hasInternalEntry(folder) {
  const manifest = JSON.parse(readFileSync(join(appDirectory, '..', '..', 'packages', folder, 'package.json'), 'utf8'));
  return manifest.exports?.['./internal'] !== undefined;
}

/** esbuild plugin: loads the modules {@link sharedPackageEntry} names (`metnos-shared:@metnos/<package>`). */
function sharedPackageModules() {
  return {
    name: 'metnos-shared-package-modules',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${sharedNamespace}:`) }, (args) => ({ path: args.path.slice(sharedNamespace.length + 1), namespace: sharedNamespace }));
      build.onLoad({ filter: /.*/, namespace: sharedNamespace }, (args) => ({
        contents: `export * from '${args.path}';\nexport * from '${args.path}/internal';\n`,
        resolveDir: appDirectory,
        loader: 'js',
      }));
    },
  };
}

/**
 * esbuild plugin: a static import of a {@link sharedWorkspacePackages} entry, or of its `./internal` subpath,
 * becomes an import of the package's own module.
 */
function sharedPackages(lazyEntries, name) {
  return {
    name: 'metnos-shared-packages',
    setup(build) {
      build.onResolve({ filter: /^@metnos\/[a-z-]+(\/internal)?$/ }, async (args) => {
        const packageName = args.path.replace(/\/internal$/, '');
        const shared = sharedWorkspacePackages.get(packageName);
        if (shared === undefined || args.kind === 'dynamic-import' || args.pluginData?.metnosResolving === true) return undefined;
        if (shared.lazyOnly && startupModules.has(name)) return undefined;
        const resolved = await build.resolve(packageName, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: { metnosResolving: true } });
        if (resolved.errors.length > 0 || resolved.external) return undefined;
        const source = relative(appDirectory, resolved.path).split(sep).join('/');
        const entry = lazyEntryName(lazyEntries, source);
        // The package's own module bundles the package itself.
        if (entry === name) return undefined;
        return { path: `./${entry}.js`, external: true };
      });
    },
  };
}

/** The file name (without `.js`) of the module bundled for `source` (relative to apps/assistant), recorded in `lazyEntries`. */
function lazyEntryName(lazyEntries, source) {
  let name = lazyEntries.get(source);
  if (name === undefined) {
    const parts = source.replace(/\.[cm]?[jt]sx?$/, '').split('/');
    name = `lazy-${parts.filter((part) => !['..', 'src', 'packages'].includes(part)).join('-')}`;
    lazyEntries.set(source, name);
  }
  return name;
}

/** Files every package manager rewrites on install (relative to apps/assistant): pnpm, npm, the workspace lockfile. */
const installMarkers = ['../../node_modules/.modules.yaml', 'node_modules/.modules.yaml', '../../node_modules/.package-lock.json', 'node_modules/.package-lock.json', '../../pnpm-lock.yaml'];

/** Pure-JavaScript packages the CLI loads on every start: bundled rather than resolved file by file at start-up. */
const bundledDependencies = new Set(['ajv', 'ajv-formats', '@iarna/toml', 'commander', 'picomatch', 'ipaddr.js', 'eventsource-parser', '@noble/hashes']);

/** `@scope/name` or `name` of a bare import. */
function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * esbuild plugin: workspace packages (`@metnos/*`) are bundled from source; Node built-ins stay bare; every other
 * package is resolved from the importing package (pnpm keeps each package's dependencies beside it) and imported
 * by its path relative to the output folder. A package that is not installed (an optional peer such as
 * node-llama-cpp) stays a bare import and fails, as from source, only when a turn imports it.
 */
function externalDependencies(outdir) {
  const bundledImporter = (importer) => {
    const match = /[\\/]node_modules[\\/]\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(importer ?? '');
    return match !== null && bundledDependencies.has(match[1].replace('\\', '/'));
  };
  return {
    name: 'metnos-external-dependencies',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData?.metnosResolving === true || args.path.startsWith('@metnos/')) return undefined;
        if (args.path.startsWith('node:') || builtinModules.includes(args.path.split('/')[0] ?? '')) return { path: args.path, external: true };
        // Pure-JavaScript packages every start loads are bundled with their own dependencies (no CommonJS resolution
        // of their many files at start-up).
        if (bundledDependencies.has(packageName(args.path)) || bundledImporter(args.importer)) return undefined;
        const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: { metnosResolving: true } });
        if (resolved.errors.length > 0 || resolved.path === '') return { path: args.path, external: true };
        const path = relative(outdir, resolved.path).split(sep).join('/');
        return { path: path.startsWith('.') ? path : `./${path}`, external: true };
      });
    },
  };
}
