import { describe, expect, it } from 'vitest';
import { itWithCorpora, readCorpusJson } from './corpora';
import { createLlamaGrammarMatcher } from './llama-grammar-matcher';

interface IntegrationCase {
  kind: 'grammar' | 'schema';
  name: string;
  grammar?: string;
  passing: string[];
  failing: string[];
}

describe('createLlamaGrammarMatcher', () => {
  itWithCorpora('should reproduce the passing/failing verdicts of llama.cpp test-grammar-integration grammar cases', async () => {
    const cases = readCorpusJson<IntegrationCase[]>('llama-cpp-grammar/grammar-integration-cases.json').filter((item) => item.kind === 'grammar');
    const wrong: string[] = [];
    for (const item of cases) {
      const matcher = await createLlamaGrammarMatcher(item.grammar as string);
      wrong.push(...item.passing.filter((text) => !matcher.accepts(text)).map((text) => `${item.name}: rejected ${JSON.stringify(text)}`));
      wrong.push(...item.failing.filter((text) => matcher.accepts(text)).map((text) => `${item.name}: accepted ${JSON.stringify(text)}`));
    }
    expect(cases.length).toBeGreaterThan(5);
    expect(wrong).toEqual([]);
  });

  it('should require the whole text: a proper prefix or an extension is rejected', async () => {
    const matcher = await createLlamaGrammarMatcher('root ::= "ab" "c"?\n');
    expect([matcher.accepts('ab'), matcher.accepts('abc'), matcher.accepts('a'), matcher.accepts('abcc'), matcher.accepts('日')]).toEqual([true, true, false, false, false]);
  });
});
