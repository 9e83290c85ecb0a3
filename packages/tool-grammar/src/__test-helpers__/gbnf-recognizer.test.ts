import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { corporaRoot, corporaSkipReason, itWithCorpora, readCorpusJson, readCorpusText } from './corpora';
import { createGbnfRecognizer, GbnfSyntaxError } from './gbnf-recognizer';
import { assertLlamaAcceptsGrammar } from './load-grammar';

interface IntegrationCase {
  kind: 'grammar' | 'schema';
  name: string;
  grammar?: string;
  schema?: string;
  passing: string[];
  failing: string[];
}

const grammarCases =
  corporaSkipReason === undefined
    ? readCorpusJson<IntegrationCase[]>('llama-cpp-grammar/grammar-integration-cases.json').filter((testCase) => testCase.kind === 'grammar')
    : [];

describe('createGbnfRecognizer', () => {
  if (corporaSkipReason !== undefined) itWithCorpora('should agree with llama.cpp on the grammar-integration cases', () => {});
  it.each(grammarCases.map((testCase) => [testCase.name, testCase] as const))(
    'should agree with llama.cpp on the grammar-integration case %s',
    async (_name, testCase) => {
      const grammar = testCase.grammar as string;
      await assertLlamaAcceptsGrammar(grammar);
      const recognizer = createGbnfRecognizer(grammar);
      expect(testCase.passing.filter((text) => !recognizer.accepts(text))).toEqual([]);
      expect(testCase.failing.filter((text) => recognizer.accepts(text))).toEqual([]);
    },
  );

  itWithCorpora('should parse every grammar shipped in llama.cpp grammars/', async () => {
    const files = readdirSync(join(corporaRoot, 'llama-cpp-grammar/grammars')).filter((file) => file.endsWith('.gbnf'));
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) {
      const grammar = readCorpusText(join('llama-cpp-grammar/grammars', file));
      await assertLlamaAcceptsGrammar(grammar);
      expect(() => createGbnfRecognizer(grammar)).not.toThrow();
    }
  });

  itWithCorpora('should accept JSON documents with llama.cpp json.gbnf and reject broken ones', () => {
    const recognizer = createGbnfRecognizer(readCorpusText('llama-cpp-grammar/grammars/json.gbnf'));
    expect(recognizer.accepts('{"a": [1, 2.5, "x"], "b": {"c": null}}')).toBe(true);
    expect(recognizer.accepts('{"a": [1, 2.5, "x"], "b": {"c": nul}}')).toBe(false);
  });

  it('should reject a rule name with an underscore and an undefined rule, like llama.cpp', async () => {
    expect(() => createGbnfRecognizer('root ::= a_b\na_b ::= "x"\n')).toThrow(GbnfSyntaxError);
    expect(() => createGbnfRecognizer('root ::= missing\n')).toThrow(GbnfSyntaxError);
    await expect(assertLlamaAcceptsGrammar('root ::= a_b\na_b ::= "x"\n')).rejects.toThrow();
    await expect(assertLlamaAcceptsGrammar('root ::= missing\n')).rejects.toThrow();
  });
});
