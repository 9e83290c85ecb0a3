import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { publishedPackages, repositoryRoot, run } from './packed-packages/packed-project';

// A CommonJS consumer: every entry of every published package is loaded with require() from its build
// (dist/*.cjs, through the package's own `exports`), and each package's main function is called, in a plain node
// process (no vitest transform, no ESM interop help). A dependency that only works under import() (ky's default
// export was one: `import_ky.default.create is not a function`) fails here. A real HTTP server on 127.0.0.1:0 answers
// the HTTP clients. The packages are built first (turbo, cached).

const scratch = mkdtempSync(join(tmpdir(), 'metnos-cjs-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** `@metnos/<folder>[/subpath]` for every entry of every published package. */
const specifiers = publishedPackages.flatMap((folder) => {
  const manifest = JSON.parse(readFileSync(join(repositoryRoot, 'packages', folder, 'package.json'), 'utf8')) as { exports: Record<string, unknown> };
  return Object.keys(manifest.exports)
    .filter((key) => key !== './package.json')
    .map((key) => ({ folder, specifier: `@metnos/${folder}${key.slice(1)}` }));
});

/** The main call of each package, as CommonJS source run with `m` = the required entry and `url` = the server. */
const mainCalls: Record<string, string> = {
  '@metnos/core': 'return m.defaultConfig().fast_path.canonical_query_min_uses;',
  '@metnos/core/config': 'return typeof m.loadConfig;',
  '@metnos/core/internal': "return m.parseJson('{\"a\":1}').value.a;",
  '@metnos/http-client': "return (await m.requestJson({ method: 'POST', url: url + '/v1/embeddings', body: { input: ['x'] } }, { maxRetries: 0 })).value.data.length;",
  '@metnos/embedder': "const e = await m.createHttpEmbedder({ baseUrl: url, model: 'tiny' }); return [e.id, (await e.embed(['ciao']))[0].length, (await m.createHashedEmbedder().embed(['ciao']))[0].length];",
  '@metnos/embedder/hashed': "return m.cosineSimilarity(...(await m.createHashedEmbedder().embed(['ciao', 'ciao']))).toFixed(2);",
  '@metnos/llama-client': 'await m.waitForHealthy(url, { timeoutMs: 5000 }); return m.createLlamaServerProvider({ baseURL: url }) !== undefined;',
  '@metnos/tool-grammar': "return m.generateToolGrammar([{ name: 'get_now', description: 'Now.', inputSchema: { type: 'object', properties: {} } }]).split('\\n')[2];",
  '@metnos/praxis': "return m.intentHash({ verb: 'move', object: 'messages', keywords: ['spam', 'trash'] });",
  '@metnos/praxis/replay': "return m.fitsSiblingSkill({ verb: 'find', object: 'files', keywords: ['pdf'] }, { verb: 'find', object: 'files', keywords: ['pdf'] }, { taught: [], reread: [], taughtText: [], rereadText: [] });",
  '@metnos/praxis/revert': "return m.planLearningRevert({ change: { kind: 'executor_added', subjectKind: 'executor', subject: 'x', before: null, after: null }, dayRank: 1, subjectExists: true }).revertible;",
  '@metnos/praxis-store': "const s = m.createPraxisStore({ filename: ':memory:' }); const day = s.markActiveDay('2026-05-25'); s.close(); return day;",
  '@metnos/fast-path': "return m.normalizeQuery('  Che ORE sono?  ');",
  '@metnos/args-extractor': "return m.extractValues('see https://example.com/a now').filter((v) => v.kind === 'url').map((v) => v.value);",
  '@metnos/args-extractor/internal': "return m.formatCivilDate(m.shiftCivilDate({ year: 2026, month: 3, day: 28 }, 1));",
  '@metnos/lexicon': "return m.detectLanguage('che ore sono adesso');",
  '@metnos/lexicon/internal': "return m.splitRequestWords('manda il file').length;",
  '@metnos/metis': "return m.normaliseIntent({ verb: ' Sposta ', object: 'Files', keywords: [] }).verb;",
  '@metnos/nous': "return m.expandPlaceholders('{{x}}', { values: {} }) !== undefined;",
  '@metnos/pronoia': "return typeof m.classifyFailure({ kind: 'executor', tool: 't', message: 'm' });",
  '@metnos/aporia': "return m.classifyAporia({ query: 'dove sono' }).category;",
};

describe('CommonJS entries', () => {
  it('should name a main call for every entry of every published package', () => {
    expect(specifiers.map(({ specifier }) => specifier).filter((specifier) => mainCalls[specifier] === undefined)).toEqual([]);
  });

  it('should require() every entry from its build and run its main function', async () => {
    await run('npx', ['-y', 'pnpm@10', 'run', 'build', '--output-logs=errors-only'], { cwd: repositoryRoot, env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' }, timeoutMs: 850_000 });
    const script = join(scratch, 'require-every-entry.cjs');
    writeFileSync(
      script,
      [
        "'use strict';",
        "const { createRequire } = require('node:module');",
        "const { createServer } = require('node:http');",
        "const { join } = require('node:path');",
        `const entries = ${JSON.stringify(specifiers.map(({ folder, specifier }) => ({ specifier, from: join(repositoryRoot, 'packages', folder, 'package.json'), call: mainCalls[specifier] })))};`,
        'const server = createServer((request, response) => {',
        "  let body = ''; request.on('data', (chunk) => (body += chunk));",
        "  request.on('end', () => {",
        "    response.setHeader('content-type', 'application/json');",
        "    if (request.url === '/health') return response.end('{\"status\":\"ok\"}');",
        '    const input = JSON.parse(body || "{}").input || [];',
        '    response.end(JSON.stringify({ data: input.map((_, index) => ({ index, embedding: [0.6, 0.8] })) }));',
        '  });',
        '});',
        "server.listen(0, '127.0.0.1', async () => {",
        "  const url = 'http://127.0.0.1:' + server.address().port;",
        '  const result = {};',
        '  for (const { specifier, from, call } of entries) {',
        '    try {',
        '      const m = createRequire(from)(specifier);',
        '      const main = new Function("m", "url", "return (async () => {" + call + "})();");',
        '      result[specifier] = { exports: Object.keys(m).length, value: await main(m, url) };',
        '    } catch (error) {',
        '      result[specifier] = { error: String(error && error.stack || error).split("\\n").slice(0, 3).join(" | ") };',
        '    }',
        '  }',
        '  server.close();',
        '  console.log(JSON.stringify(result));',
        '});',
      ].join('\n'),
    );
    const { stdout } = await run(process.execPath, [script], { cwd: scratch, timeoutMs: 120_000 });
    const result = JSON.parse(stdout) as Record<string, { exports?: number; value?: unknown; error?: string }>;
    const failed = Object.entries(result).filter(([, entry]) => entry.error !== undefined).map(([specifier, entry]) => `${specifier}: ${entry.error}`);
    expect(failed).toEqual([]);
    for (const { specifier } of specifiers) expect(result[specifier]?.exports, specifier).toBeGreaterThan(0);
    expect(result['@metnos/core']?.value).toBe(3);
    expect(result['@metnos/core/internal']?.value).toBe(1);
    expect(result['@metnos/http-client']?.value).toBe(1);
    expect(result['@metnos/embedder']?.value).toEqual(['http:tiny:2', 2, expect.any(Number)]);
    expect(result['@metnos/embedder/hashed']?.value).toBe('1.00');
    expect(result['@metnos/llama-client']?.value).toBe(true);
    expect(result['@metnos/tool-grammar']?.value).toBe('getNow ::= "{" ws "}"');
    expect(result['@metnos/praxis']?.value).toBe('9da047578be12684');
    expect(result['@metnos/praxis/replay']?.value).toBe(true);
    expect(result['@metnos/praxis/revert']?.value).toBe(false);
    expect(result['@metnos/praxis-store']?.value).toBe(1);
    expect(result['@metnos/args-extractor']?.value).toEqual(['https://example.com/a']);
    expect(result['@metnos/args-extractor/internal']?.value).toBe('2026-03-29');
    expect(result['@metnos/lexicon']?.value).toBe('it');
    expect(result['@metnos/lexicon/internal']?.value).toBe(3);
    expect(result['@metnos/metis']?.value).toBe('move');
    expect(result['@metnos/aporia']?.value).toEqual(expect.any(String));
  }, 900_000);
});
