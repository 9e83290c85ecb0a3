import { assertLlamaAcceptsGrammar } from './load-grammar';
import { createGbnfRecognizer } from './gbnf-recognizer';

/**
 * Loads `grammar` in llama.cpp (must not throw) and returns which of `accepted` / `rejected` texts the
 * recognizer got wrong, so a test can `expect(...).toEqual({ wronglyRejected: [], wronglyAccepted: [] })`.
 */
export async function checkGrammar(
  grammar: string,
  { accepted = [], rejected = [] }: { accepted?: string[]; rejected?: string[] },
): Promise<{ wronglyRejected: string[]; wronglyAccepted: string[] }> {
  await assertLlamaAcceptsGrammar(grammar);
  const recognizer = createGbnfRecognizer(grammar);
  return {
    wronglyRejected: accepted.filter((text) => !recognizer.accepts(text)),
    wronglyAccepted: rejected.filter((text) => recognizer.accepts(text)),
  };
}

/** Rule names (left-hand sides) of a grammar. */
export function ruleNames(grammar: string): string[] {
  return grammar
    .split('\n')
    .filter((line) => line.includes('::='))
    .map((line) => line.split('::=')[0]?.trim() ?? '');
}
