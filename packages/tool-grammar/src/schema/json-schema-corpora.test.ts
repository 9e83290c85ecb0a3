import type { JsonSchema } from '@metnos/core';
import { describe, expect } from 'vitest';
import { checkCorpusSchema, type CorpusOutcome } from '../__test-helpers__/corpus-check';
import { itWithCorpora, readCorpusJson } from '../__test-helpers__/corpora';
import { assertLlamaAcceptsGrammar } from '../__test-helpers__/load-grammar';
import { UnsupportedSchemaError } from '../errors/unsupported-schema-error';
import { jsonSchemaToGbnf } from './json-schema-to-gbnf';

interface IntegrationCase {
  kind: 'grammar' | 'schema';
  name: string;
  schema?: string;
  passing: string[];
  failing: string[];
}

interface SuiteGroup {
  description: string;
  schema: JsonSchema | boolean;
  tests: Array<{ description: string; data: unknown; valid: boolean }>;
}

function parseLooseJson(text: string): unknown {
  // The C++ test sources keep a trailing comma here and there.
  return JSON.parse(text.replace(/,(\s*[\]}])/g, '$1'));
}

function summarise(outcomes: Array<[string, CorpusOutcome]>) {
  return {
    schemas: outcomes.length,
    unsupported: outcomes.filter(([, outcome]) => outcome.status === 'unsupported').map(([name]) => name),
    exact: outcomes.reduce((sum, [, outcome]) => sum + outcome.exact, 0),
    narrowed: outcomes.flatMap(([name, outcome]) => outcome.narrowedRejections.map((item) => `${name} :: ${item}`)),
    widened: outcomes.flatMap(([name, outcome]) => outcome.widenedAcceptances.map((item) => `${name} :: ${item}`)),
    disputed: outcomes.flatMap(([name, outcome]) => outcome.disputed.map((item) => `${name} :: ${item}`)),
    defects: outcomes.flatMap(([name, outcome]) => outcome.defects.map((item) => `${name} :: ${item}`)),
  };
}

const suiteFiles = [
  'type', 'enum', 'const', 'required', 'properties', 'items', 'minItems', 'maxItems', 'minLength', 'maxLength',
  'anyOf', 'oneOf', 'ref', 'defs', 'pattern', 'additionalProperties', 'allOf', 'minimum', 'maximum',
  'exclusiveMinimum', 'exclusiveMaximum', 'boolean_schema', 'not', 'uniqueItems', 'prefixItems',
];
const formatFiles = ['date', 'time', 'date-time', 'uuid'];

describe('jsonSchemaToGbnf', () => {
  itWithCorpora('should accept the passing and reject the failing strings of llama.cpp test-grammar-integration schema cases', async () => {
    const cases = readCorpusJson<IntegrationCase[]>('llama-cpp-grammar/grammar-integration-cases.json').filter((item) => item.kind === 'schema');
    const outcomes: Array<[string, CorpusOutcome]> = [];
    for (const item of cases) {
      const instances = [
        ...item.passing.map((text) => ({ text, valid: true, description: 'passing' })),
        ...item.failing.map((text) => ({ text, valid: false, description: 'failing' })),
      ];
      outcomes.push([item.name || '(unnamed)', await checkCorpusSchema(parseLooseJson(item.schema as string) as JsonSchema, instances)]);
    }
    const summary = summarise(outcomes);
    console.log(JSON.stringify(summary, null, 1));
    expect(summary.defects).toEqual([]);
    // llama.cpp reads `{}` as "any object"; JSON Schema (and ajv) accept any value for it.
    expect(summary.disputed).toEqual(['[], null, "", true'].flatMap((list) => list.split(', ')).map((text) => `empty schema (object) :: failing: ${text}`));
    expect(summary.unsupported).toEqual(['exotic formats (list)']);
    expect(summary.exact).toBeGreaterThan(200);
  });

  itWithCorpora('should agree with JSON-Schema-Test-Suite (draft 2020-12) on every supported schema', async () => {
    const outcomes: Array<[string, CorpusOutcome]> = [];
    const groups = [
      ...suiteFiles.flatMap((file) => readCorpusJson<SuiteGroup[]>(`json-schema-test-suite/tests/draft2020-12/${file}.json`).map((group) => [file, group] as const)),
      ...formatFiles.flatMap((file) =>
        readCorpusJson<SuiteGroup[]>(`json-schema-test-suite/tests/draft2020-12/optional/format/${file}.json`).map((group) => [`format/${file}`, group] as const),
      ),
    ];
    for (const [file, group] of groups) {
      outcomes.push([`${file} / ${group.description}`, await checkCorpusSchema(group.schema, group.tests)]);
    }
    const summary = summarise(outcomes);
    console.log(JSON.stringify({ ...summary, narrowed: summary.narrowed.length, widened: summary.widened.length }, null, 1));
    expect(summary.defects).toEqual([]);
    expect(summary.disputed).toEqual([]);
    expect(summary.exact).toBeGreaterThan(550);
    expect(summary.unsupported.length).toBeLessThan(45);
  }, 60_000);
});

interface ConversionCase {
  name: string;
  expected_status: 'SUCCESS' | 'FAILURE';
  schema: string;
}

describe('jsonSchemaToGbnf', () => {
  itWithCorpora('should produce a grammar llama.cpp loads for every llama.cpp json-schema-to-grammar case it converts, or report it unsupported, and refuse the failing ones', async () => {
    const cases = readCorpusJson<ConversionCase[]>('llama-cpp-grammar/json-schema-to-grammar-cases.json');
    const loaded: string[] = [];
    const unsupported: string[] = [];
    const wrong: string[] = [];
    for (const item of cases) {
      let schema: JsonSchema;
      try {
        schema = parseLooseJson(item.schema) as JsonSchema;
      } catch {
        continue;
      }
      let grammar: string | undefined;
      try {
        grammar = jsonSchemaToGbnf(schema).grammar;
      } catch (error) {
        if (!UnsupportedSchemaError.isInstance(error)) throw error;
        (item.expected_status === 'FAILURE' ? loaded : unsupported).push(item.name);
        continue;
      }
      if (item.expected_status === 'FAILURE') wrong.push(`${item.name}: converted a schema llama.cpp refuses`);
      await assertLlamaAcceptsGrammar(grammar);
      loaded.push(item.name);
    }
    console.log(`llama.cpp conversion cases: ${loaded.length} handled, unsupported: ${unsupported.join(', ')}`);
    expect(wrong).toEqual([]);
    expect(unsupported).toEqual(['exotic formats', 'string array', 'nullable string array', 'tuple1', 'tuple2']);
    expect(loaded.length).toBeGreaterThan(55);
  });
});
