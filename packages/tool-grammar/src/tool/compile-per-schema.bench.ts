import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { JsonSchema, ToolManifest } from '@metnos/core';
import { build } from 'esbuild';
import { bench, describe } from 'vitest';
import { corporaSkipReason, readCorpusJson } from '../__test-helpers__/corpora';
import { getInputsTool } from '../__fixtures__/sample-pool';
import { syntheticPool } from '../__fixtures__/synthetic-pool';
import { jsonSchemaToGbnf as jsonSchemaToGbnfInVitest } from '../schema/json-schema-to-gbnf';
import { compileToolGrammarUncached as compileToolGrammarUncachedInVitest } from './compile-tool-grammar';

// Per-schema compile time side by side with llama.cpp's own C++ converter (json-schema-to-grammar.cpp, built
// once into ~/.cache/metnos/json-schema-converter/<version>/json-schema-converter-bench by
// scripts/build-json-schema-converter.mjs, which prints per schema its median and mean microseconds over `reps`
// conversions), on the same schemas in the same run: llama.cpp's json-schema-to-grammar test cases that it
// converts (shared corpora) and the tool schemas of the fixtures (there is no BFCL corpus offline).
// Printed: median over schemas of each schema's median time, and the ratio ours / C++ (issue 25 asks <= 0.5x
// for a one-tool pool's compile, the schema-defect check included).
//
// Our side runs as a consumer runs it: src bundled by esbuild into one ES module (what tsup ships in dist/).
// Under vitest's module runner every call between two of our modules goes through a namespace getter, which
// doubles the time of a small schema; that figure is printed too.

const packageRoot = fileURLToPath(new URL('../..', import.meta.url));
const bundleFolder = join(packageRoot, 'node_modules', '.cache', 'metnos-bench');
mkdirSync(bundleFolder, { recursive: true });
const bundleFile = join(bundleFolder, 'compile-per-schema.mjs');
await build({
  stdin: {
    contents: "export { jsonSchemaToGbnf } from './src/schema/json-schema-to-gbnf'; export { compileToolGrammarUncached } from './src/tool/compile-tool-grammar';",
    resolveDir: packageRoot,
    loader: 'ts',
  },
  bundle: true,
  platform: 'neutral',
  format: 'esm',
  target: 'node20',
  conditions: ['@metnos/source'],
  mainFields: ['module', 'main'],
  external: ['ajv', 'ajv/*', 'ajv-formats'],
  outfile: bundleFile,
  logLevel: 'error',
});
const { jsonSchemaToGbnf, compileToolGrammarUncached } = (await import(pathToFileURL(bundleFile).href)) as {
  jsonSchemaToGbnf: typeof jsonSchemaToGbnfInVitest;
  compileToolGrammarUncached: typeof compileToolGrammarUncachedInVitest;
};

const reps = 200;
const converter = join(process.env['XDG_CACHE_HOME'] ?? join(homedir(), '.cache'), 'metnos', 'json-schema-converter', 'v0.5.0', 'json-schema-converter-bench');

interface CorpusCase {
  expected_status: string;
  schema: string;
}

const corpusSchemas: JsonSchema[] =
  corporaSkipReason === undefined
    ? readCorpusJson<CorpusCase[]>('llama-cpp-grammar/json-schema-to-grammar-cases.json')
        .filter((entry) => entry.expected_status === 'SUCCESS')
        .map((entry) => JSON.parse(entry.schema) as JsonSchema)
    : [];
const toolSchemas = [getInputsTool, ...syntheticPool(50)].map((tool) => tool.inputSchema as JsonSchema);
const schemas = [...corpusSchemas, ...toolSchemas].filter((schema) => {
  try {
    jsonSchemaToGbnf(schema);
    return true;
  } catch {
    return false;
  }
});
/** Each object schema as the only tool of a pool (what a consumer compiles). */
const oneToolPools: ToolManifest[][] = schemas
  .filter((schema) => typeof schema === 'object' && (schema.type === 'object' || schema.properties !== undefined))
  .map((schema, index) => [{ name: `tool_${index}`, description: 'Corpus schema.', inputSchema: schema }])
  .filter((pool) => {
    try {
      compileToolGrammarUncached(pool);
      return true;
    } catch {
      return false;
    }
  });

const median = (values: readonly number[]): number => [...values].sort((left, right) => left - right)[Math.floor(values.length / 2)] as number;

/** Median microseconds of `run` over `reps` calls. */
function medianMicroseconds(run: () => void): number {
  for (let warm = 0; warm < 20; warm += 1) run();
  const times: number[] = [];
  for (let index = 0; index < reps; index += 1) {
    const start = process.hrtime.bigint();
    run();
    times.push(Number(process.hrtime.bigint() - start) / 1000);
  }
  return median(times);
}

/** Per-schema median microseconds of llama.cpp's C++ converter, or why it cannot be measured. */
function cppMicroseconds(list: readonly JsonSchema[]): number[] | string {
  if (!existsSync(converter)) return `llama.cpp's converter is not built at ${converter}`;
  const folder = mkdtempSync(join(tmpdir(), 'metnos-cpp-converter-'));
  try {
    const file = join(folder, 'schemas.jsonl');
    writeFileSync(file, `${list.map((schema) => JSON.stringify(schema)).join('\n')}\n`);
    const lines = execFileSync(converter, [file, String(reps)], { encoding: 'utf8' }).trim().split('\n');
    return lines.map((line) => Number(line.split(' ')[0]));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const oursSchema = median(schemas.map((schema) => medianMicroseconds(() => jsonSchemaToGbnf(schema))));
const oursTool = median(oneToolPools.map((pool) => medianMicroseconds(() => compileToolGrammarUncached(pool))));
const vitestSchema = median(schemas.map((schema) => medianMicroseconds(() => jsonSchemaToGbnfInVitest(schema))));
const vitestTool = median(oneToolPools.map((pool) => medianMicroseconds(() => compileToolGrammarUncachedInVitest(pool))));
const cppAll = cppMicroseconds(schemas);
const cppTool = cppMicroseconds(oneToolPools.map((pool) => pool[0]?.inputSchema as JsonSchema));
if (typeof cppAll === 'string' || typeof cppTool === 'string') {
  console.log(`per-schema compile: jsonSchemaToGbnf ${oursSchema.toFixed(1)} us, one-tool pool ${oursTool.toFixed(1)} us (median of ${schemas.length} schemas); no C++ anchor: ${String(typeof cppAll === 'string' ? cppAll : cppTool)}`);
} else {
  const cppAllMedian = median(cppAll);
  const cppToolMedian = median(cppTool);
  console.log(
    [
      `per-schema compile, median over schemas of each schema's median of ${reps} (load average ${loadavg()[0]?.toFixed(1)}):`,
      `  ${schemas.length} schemas: jsonSchemaToGbnf ${oursSchema.toFixed(1)} us vs llama.cpp C++ ${cppAllMedian.toFixed(1)} us = ${(oursSchema / cppAllMedian).toFixed(2)}x`,
      `  ${oneToolPools.length} object schemas as one-tool pools (defect check included): compileToolGrammarUncached ${oursTool.toFixed(1)} us vs C++ ${cppToolMedian.toFixed(1)} us = ${(oursTool / cppToolMedian).toFixed(2)}x`,
      `  the same under vitest's module runner: ${vitestSchema.toFixed(1)} us (${(vitestSchema / cppAllMedian).toFixed(2)}x), ${vitestTool.toFixed(1)} us (${(vitestTool / cppToolMedian).toFixed(2)}x)`,
    ].join('\n'),
  );
}

describe('per-schema compile', () => {
  bench(`jsonSchemaToGbnf, each of ${schemas.length} corpus and fixture schemas`, () => {
    for (const schema of schemas) jsonSchemaToGbnf(schema);
  });
  bench(`compileToolGrammarUncached, each of ${oneToolPools.length} object schemas as a one-tool pool`, () => {
    for (const pool of oneToolPools) compileToolGrammarUncached(pool);
  });
});
