import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { JsonSchema, ToolManifest } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { corporaRoot, itWithCorpora, readCorpusJson } from '../__test-helpers__/corpora';
import { freeStringPool } from '../__fixtures__/free-string-pool';
import { samplePool } from '../__fixtures__/sample-pool';
import { syntheticPool } from '../__fixtures__/synthetic-pool';
import { jsonSchemaToGbnf } from '../schema/json-schema-to-gbnf';
import type { SchemaGrammarOptions } from '../schema/schema-compile-context';
import { compileFrameworkGrammarUncached } from './compile-framework-grammar';
import { compileToolGrammarUncached } from './compile-tool-grammar';

// Every grammar the compiler writes for the corpus schemas and the fixture pools, byte for byte, against a
// snapshot written before the compile-speed work (issue 25): a faster compiler must not change one byte.

const optionSets: Array<[string, SchemaGrammarOptions]> = [
  ['default', {}],
  ['widen', { unsupported: 'widen' }],
  ['bounded', { maxStringLength: 64, compactWhitespace: true, maxRepetition: 32, maxDepth: 3 }],
];

/** The compilation, or the error it throws, as text. */
function outcome(run: () => { grammar: string; rules: number; widened: string[]; narrowed: string[]; omitted?: unknown[] }): string {
  try {
    const { grammar, rules, widened, narrowed, omitted } = run();
    return [`rules: ${rules}`, ...widened.map((entry) => `widened: ${entry}`), ...narrowed.map((entry) => `narrowed: ${entry}`), ...(omitted ?? []).map((entry) => `omitted: ${JSON.stringify(entry)}`), grammar].join('\n');
  } catch (error) {
    return `throws ${(error as Error).name}: ${(error as Error).message}`;
  }
}

function corpusSchemas(): Array<[string, JsonSchema | boolean]> {
  const llama = readCorpusJson<Array<{ name?: string; schema: string }>>('llama-cpp-grammar/json-schema-to-grammar-cases.json').map(
    (entry, index): [string, JsonSchema | boolean] => [`llama.cpp #${index} ${entry.name ?? ''}`, JSON.parse(entry.schema) as JsonSchema],
  );
  const folder = join(corporaRoot, 'json-schema-test-suite', 'tests', 'draft2020-12');
  const suite = readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .flatMap((file) =>
      readCorpusJson<Array<{ description: string; schema: JsonSchema | boolean }>>(join('json-schema-test-suite', 'tests', 'draft2020-12', file)).map(
        (group, index): [string, JsonSchema | boolean] => [`suite ${file} #${index} ${group.description}`, group.schema],
      ),
    );
  return [...llama, ...suite];
}

const fixturePools: Array<[string, ToolManifest[]]> = [
  ['sample pool', samplePool],
  ['synthetic pool 50', syntheticPool(50)],
  ['free-string pool', freeStringPool],
];

describe('compileToolGrammar', () => {
  itWithCorpora('should write the same grammar, byte for byte, for every corpus schema, alone and as a one-tool pool', async () => {
    const sections: string[] = [];
    for (const [name, schema] of corpusSchemas()) {
      for (const [label, options] of optionSets) {
        sections.push(`=== ${name} / jsonSchemaToGbnf ${label}\n${outcome(() => jsonSchemaToGbnf(schema, options))}`);
        const pool: ToolManifest[] = [{ name: 'corpus_tool', description: 'Corpus schema.', inputSchema: schema as JsonSchema }];
        sections.push(`=== ${name} / tool ${label}\n${outcome(() => compileToolGrammarUncached(pool, options))}`);
      }
    }
    await expect(`${sections.join('\n')}\n`).toMatchFileSnapshot('./__snapshots__/corpus-grammars.gbnf.txt');
  });

  it.each(fixturePools)('should write the same tool and plan grammars, byte for byte, for the %s', async (name, pool) => {
    const sections: string[] = [];
    for (const [label, options] of optionSets) {
      sections.push(`=== tool ${label}\n${outcome(() => compileToolGrammarUncached(pool, options))}`);
      sections.push(`=== plan ${label}\n${outcome(() => compileFrameworkGrammarUncached(pool, options))}`);
      sections.push(`=== plan ${label}, 3 steps, no placeholders\n${outcome(() => compileFrameworkGrammarUncached(pool, { ...options, maxSteps: 3, placeholders: false, maxMessageLength: 40, maxFillerTextLength: 20 }))}`);
    }
    await expect(`${sections.join('\n')}\n`).toMatchFileSnapshot(`./__snapshots__/${name.replaceAll(' ', '-')}-grammars.gbnf.txt`);
  });
});

