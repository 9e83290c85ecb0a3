import { InvalidGrammarOptionsError } from '../errors/invalid-grammar-options-error';

/**
 * Largest repetition bound llama.cpp's GBNF parser accepts (`MAX_REPETITION_THRESHOLD` in llama-grammar.cpp,
 * node-llama-cpp 3.22.1): `x{0,2001}` fails to parse and the grammar is then silently not applied.
 */
export const maxLlamaRepetition = 2000;

/**
 * Returns `value` when it is `undefined` or an integer in `0..maxLlamaRepetition`; otherwise throws
 * `InvalidGrammarOptionsError` naming `option`.
 */
export function checkRepetitionBound(option: string, value: number | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!Number.isInteger(value) || value < 0 || value > maxLlamaRepetition) {
    throw new InvalidGrammarOptionsError({
      option,
      value,
      message: `must be an integer from 0 to ${maxLlamaRepetition} (llama.cpp's largest repetition bound), got ${String(value)}`,
    });
  }
  return value;
}
