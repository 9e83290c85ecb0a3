import { createGbnfRecognizer } from './gbnf-recognizer';
import { createLlamaGrammarMatcher } from './llama-grammar-matcher';
import { assertLlamaAcceptsGrammar } from './load-grammar';

/**
 * Loads `grammar` in llama.cpp (must not throw) and returns which of `accepted` / `rejected` texts were decided
 * wrongly, by two independent deciders: llama.cpp's own grammar engine fed byte by byte, and the test GBNF
 * recognizer. A test then expects `{ wronglyRejected: [], wronglyAccepted: [] }`.
 */
export async function checkGrammar(
  grammar: string,
  { accepted = [], rejected = [] }: { accepted?: string[]; rejected?: string[] },
): Promise<{ wronglyRejected: string[]; wronglyAccepted: string[] }> {
  await assertLlamaAcceptsGrammar(grammar);
  const recognizer = createGbnfRecognizer(grammar);
  const llamaMatcher = await createLlamaGrammarMatcher(grammar);
  const deciders = [
    ['llama.cpp', (text: string) => llamaMatcher.accepts(text)],
    ['recognizer', (text: string) => recognizer.accepts(text)],
  ] as const;
  return {
    wronglyRejected: deciders.flatMap(([name, accepts]) => accepted.filter((text) => !accepts(text)).map((text) => `${name}: ${text}`)),
    wronglyAccepted: deciders.flatMap(([name, accepts]) => rejected.filter((text) => accepts(text)).map((text) => `${name}: ${text}`)),
  };
}

/** Rule names (left-hand sides) of a grammar. */
export function ruleNames(grammar: string): string[] {
  return grammar
    .split('\n')
    .filter((line) => line.includes('::='))
    .map((line) => line.split('::=')[0]?.trim() ?? '');
}
