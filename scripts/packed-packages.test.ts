import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, transform } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSafeEntries } from './packed-packages/browser-safe-entries';
import { importedNames, reExportedNames } from './packed-packages/declared-names';
import { createPackedProject, publishedPackages, registryUnreachableReason, repositoryRoot, run, type PackedProject } from './packed-packages/packed-project';
import { expectedOutput, extractSnippets, findMissingOutput, importedPackages, installedPackages } from './packed-packages/readme-snippets';

// What a stranger gets: every published package packed with `pnpm pack`, installed from the tarballs with npm
// into one temp project outside the workspace, then used as the READMEs say. Needs the npm registry (for the
// packages' own dependencies); skipped, saying why, where `npm ping` fails. To iterate on README blocks without
// packing again: run once with METNOS_KEEP_PACKED_PROJECT=1, then with METNOS_PACKED_PROJECT=<the folder it names>.

const skipReason = await registryUnreachableReason();

/** Every README block of the published packages. */
const blocks = publishedPackages.flatMap((folder) => {
  const readme = readFileSync(join(repositoryRoot, 'packages', folder, 'README.md'), 'utf8');
  return extractSnippets(readme).map((snippet) => ({ folder, readme, ...snippet, name: `${folder}-${snippet.index}` }));
});

/** A block that talks to llama-server reads its URL from LLAMA_SERVER_URL; the test starts one when it can. */
const needsLlamaServer = (code: string) => code.includes('LLAMA_SERVER_URL');

if (skipReason !== undefined) {
  describe('packed packages', () => {
    it.skip(`should install from the packed tarballs and run every README block — skipped: ${skipReason}`, () => {});
  });
} else {
  describe('packed packages', () => {
    let project: PackedProject;
    let llamaServer: { url: string; stop(): Promise<void> } | undefined;
    let llamaServerUnavailable: string | undefined;
    const scratch = mkdtempSync(join(tmpdir(), 'metnos-packed-run-'));

    beforeAll(async () => {
      const reused = process.env.METNOS_PACKED_PROJECT;
      project = reused
        ? { directory: reused, tarballs: new Map(readdirSync(join(reused, 'tarballs')).map((file) => [`@metnos/${/^metnos-(.+)-\d+\.\d+\.\d+/.exec(file)?.[1]}`, join(reused, 'tarballs', file)])) }
        : await createPackedProject();
      mkdirSync(join(project.directory, 'readme'), { recursive: true });
      for (const block of blocks) {
        const { code } = await transform(block.code, { loader: 'ts', format: 'esm', target: 'node20' });
        writeFileSync(join(project.directory, 'readme', `${block.name}.mts`), block.code);
        writeFileSync(join(project.directory, 'readme', `${block.name}.mjs`), code);
      }
      if (blocks.some((block) => needsLlamaServer(block.code))) {
        const live = await import('../packages/llama-client/test/live/support/live-llama-server');
        const target = live.resolveLiveLlamaServerTarget();
        if (target.kind === 'broken') throw new Error(`cannot run the llama-server README blocks: ${target.reason}`);
        if (target.kind === 'unavailable') llamaServerUnavailable = target.reason;
        else llamaServer = await live.startLiveLlamaServer(target);
      }
    }, 900_000);

    afterAll(async () => {
      await llamaServer?.stop();
      rmSync(scratch, { recursive: true, force: true });
      if (project === undefined || process.env.METNOS_PACKED_PROJECT) return;
      if (process.env.METNOS_KEEP_PACKED_PROJECT === '1') console.info(`packed project kept at ${project.directory}`);
      else rmSync(project.directory, { recursive: true, force: true });
    }, 120_000);

    it.each(publishedPackages)('should pack %s with its LICENSE, its build and no test, bench or fixture file', async (folder) => {
      const name = `@metnos/${folder}`;
      const tarball = project.tarballs.get(name);
      expect(tarball, `no tarball for ${name}`).toBeDefined();
      const entries = (await run('tar', ['-tzf', tarball as string])).stdout.split('\n').filter(Boolean).map((entry) => entry.replace(/^package\//, ''));
      expect(entries).toContain('LICENSE');
      expect(entries.filter((entry) => /\.(test|test-d|bench)\.[cm]?[jt]s$|__(fixtures|test-helpers|snapshots|tests)__/.test(entry))).toEqual([]);
      const installed = join(project.directory, 'node_modules', name);
      expect(readFileSync(join(installed, 'LICENSE'), 'utf8')).toBe(readFileSync(join(repositoryRoot, 'LICENSE'), 'utf8'));
      const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as Record<string, unknown>;
      expect(manifest['license']).toBe('MIT');
      expect(JSON.stringify(manifest)).not.toContain('workspace:');
      const targets: string[] = [];
      const collect = (value: unknown): void => {
        if (typeof value === 'string') targets.push(value);
        else if (value !== null && typeof value === 'object') Object.values(value).forEach(collect);
      };
      collect(manifest['exports']);
      expect(targets.length).toBeGreaterThan(4);
      expect(targets.filter((target) => !entries.includes(target.slice(2)))).toEqual([]);
      const code = entries.filter((entry) => /\.(c|m)?(j|t)s$/.test(entry) && !entry.endsWith('.map'));
      const importsTestCode = code.filter((entry) => /from ['"](vitest|@metnos\/testing)['"]|require\(['"](vitest|@metnos\/testing)['"]\)/.test(readFileSync(join(installed, entry), 'utf8')));
      expect(importsTestCode).toEqual([]);
    });

    it('should serve CommonJS consumers: require() of every entry gives what import() gives, and it works', async () => {
      const entries = Object.keys(JSON.parse(readFileSync(join(repositoryRoot, 'packages/core/package.json'), 'utf8')).exports as object);
      const specifiers = publishedPackages.flatMap((folder) => {
        const exports = JSON.parse(readFileSync(join(repositoryRoot, 'packages', folder, 'package.json'), 'utf8')).exports as Record<string, unknown>;
        return Object.keys(exports).filter((key) => key !== './package.json').map((key) => `@metnos/${folder}${key.slice(1)}`);
      });
      expect(entries).toContain('./config');
      const script = join(project.directory, 'require-check.cjs');
      writeFileSync(
        script,
        [
          "'use strict';",
          `const specifiers = ${JSON.stringify(specifiers)};`,
          'const result = {};',
          'for (const specifier of specifiers) result[specifier] = Object.keys(require(specifier)).sort();',
          "const { generateToolGrammar } = require('@metnos/tool-grammar');",
          "const { createHashedEmbedder, cosineSimilarity } = require('@metnos/embedder');",
          "const { createPraxisStore } = require('@metnos/praxis-store');",
          "result.grammar = generateToolGrammar([{ name: 'get_now', description: 'Now.', inputSchema: { type: 'object', properties: {} } }]).split('\\n')[2];",
          "createHashedEmbedder().embed(['ciao', 'ciao!']).then(([a, b]) => {",
          '  result.cosine = cosineSimilarity(a, b).toFixed(2);',
          "  const store = createPraxisStore({ filename: ':memory:' });",
          "  result.activeDay = store.markActiveDay('2026-05-25');",
          '  store.close();',
          '  console.log(JSON.stringify(result));',
          '});',
        ].join('\n'),
      );
      const required = JSON.parse((await run('node', [script], { cwd: project.directory })).stdout) as Record<string, unknown>;
      const importScript = join(project.directory, 'import-check.mjs');
      writeFileSync(importScript, `const result = {};\nfor (const specifier of ${JSON.stringify(specifiers)}) result[specifier] = Object.keys(await import(specifier)).filter((key) => key !== 'default').sort();\nconsole.log(JSON.stringify(result));\n`);
      const imported = JSON.parse((await run('node', [importScript], { cwd: project.directory })).stdout) as Record<string, unknown>;
      for (const specifier of specifiers) expect(required[specifier], specifier).toEqual(imported[specifier]);
      expect(required['grammar']).toBe('getNow ::= "{" ws "}"');
      expect(required['cosine']).toBe('1.00');
      expect(required['activeDay']).toBe(1);
    });

    it('should type-check every README block, a CommonJS consumer, and llama-client without node-llama-cpp, with skipLibCheck off', async () => {
      const consumer = join(project.directory, 'consumer.cts');
      writeFileSync(
        consumer,
        [
          "import core = require('@metnos/core');",
          "import grammar = require('@metnos/tool-grammar');",
          "import llama = require('@metnos/llama-client');",
          "const manifest: core.ToolManifest = { name: 'get_now', description: 'Now.', inputSchema: { type: 'object', properties: {} } };",
          'const text: string = grammar.generateToolGrammar([manifest]);',
          "const provider: core.LlmProvider = llama.createLlamaServerProvider({ baseURL: 'http://127.0.0.1:8080' });",
          'const error: core.MetnosError | undefined = undefined;',
          'export { text, provider, error };',
        ].join('\n'),
      );
      writeFileSync(
        join(project.directory, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: { strict: true, noEmit: true, module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', skipLibCheck: false, types: ['node'] },
          files: ['consumer.cts', ...blocks.map((block) => `readme/${block.name}.mts`)],
        }),
      );
      expect(readdirSync(join(project.directory, 'node_modules')).includes('node-llama-cpp')).toBe(false);
      const result = await run(join(project.directory, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.json'], { cwd: project.directory }).catch(
        (error: { stdout?: string }) => ({ stdout: error.stdout ?? String(error), stderr: '' }),
      );
      expect(result.stdout).toBe('');
    });

    it.each(blocks.map((block) => [block.name, block.line, block] as const))('should run README block %s (line %i) as written', async (_name, _line, block) => {
      const installable = installedPackages(block.readme);
      expect([...importedPackages(block.code)].filter((name) => !installable.has(name)), 'imports that the README install section does not install').toEqual([]);
      if (needsLlamaServer(block.code) && llamaServer === undefined) {
        console.info(`README block ${block.name} not run: it needs llama-server (${llamaServerUnavailable})`);
        return;
      }
      const home = mkdtempSync(join(scratch, 'home-'));
      const environment: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: home, TMPDIR: process.env.TMPDIR ?? tmpdir() };
      if (llamaServer !== undefined) environment['LLAMA_SERVER_URL'] = llamaServer.url;
      const { stdout } = await run('node', [join(project.directory, 'readme', `${block.name}.mjs`)], { cwd: project.directory, env: environment, timeoutMs: 120_000 });
      expect(findMissingOutput(expectedOutput(block.code), stdout), `stdout was:\n${stdout}`).toBeUndefined();
      expect(readdirSync(home), 'the block wrote into the home folder').toEqual([]);
    });

    it.each(browserSafeEntries)('should bundle the packed %s (%s) for the browser', async (_folder, specifier) => {
      const result = await build({
        stdin: { contents: `export * from '${specifier}';`, resolveDir: project.directory, loader: 'js' },
        absWorkingDir: project.directory,
        bundle: true,
        platform: 'browser',
        format: 'esm',
        write: false,
        logLevel: 'silent',
      });
      expect(result.errors).toEqual([]);
    });

    // Consumers import core's (and other siblings') types from those packages (issue 25: no blanket re-exports), so
    // every @metnos package a declaration names must be a runtime dependency: installed beside it, and resolvable
    // from its declarations by the consumer's TypeScript.
    it.each(publishedPackages.filter((folder) => folder !== 'core'))('should depend on every @metnos package the declarations of %s import, and re-export none of their names', (folder) => {
      const folderOf = join(project.directory, 'node_modules', '@metnos', folder);
      const manifest = JSON.parse(readFileSync(join(folderOf, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
      const own = readdirSync(join(folderOf, 'dist')).filter((file) => file.endsWith('.d.ts')).map((file) => readFileSync(join(folderOf, 'dist', file), 'utf8'));
      const undeclared: string[] = [];
      const reExported: string[] = [];
      for (const text of own) {
        for (const [name, from] of importedNames(text, /^@metnos\//)) {
          const packageName = from.split('/').slice(0, 2).join('/');
          if (manifest.dependencies?.[packageName] === undefined) undeclared.push(`${name} (${from})`);
        }
        for (const [name, from] of reExportedNames(text, /^@metnos\//)) reExported.push(`${name} (${from})`);
      }
      expect([...new Set(undeclared)]).toEqual([]);
      expect([...new Set(reExported)]).toEqual([]);
    });
  });
}
