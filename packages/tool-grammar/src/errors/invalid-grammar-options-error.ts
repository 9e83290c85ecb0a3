import { MetnosError } from '@metnos/core';

const symbol = Symbol.for('metnos.error.invalid-grammar-options');

/**
 * A grammar option is out of range, e.g. `maxStringLength: 5000`: llama.cpp 3.22.1's GBNF parser refuses
 * repetitions above 2000 (`x{0,2001}`) and then silently decodes without the grammar, so the generators refuse
 * such a bound instead of emitting it.
 */
export class InvalidGrammarOptionsError extends MetnosError {
  private readonly [symbol] = true;
  /** Name of the offending option (e.g. `maxStringLength`). */
  readonly option: string;
  /** The value that was given. */
  readonly value: unknown;

  constructor({ option, value, message }: { option: string; value: unknown; message: string }) {
    super({ name: 'InvalidGrammarOptionsError', code: 'invalid_grammar_options', message: `${option}: ${message}` });
    this.option = option;
    this.value = value;
  }

  static override isInstance(error: unknown): error is InvalidGrammarOptionsError {
    return MetnosError.hasMarker(error, 'metnos.error.invalid-grammar-options');
  }
}
