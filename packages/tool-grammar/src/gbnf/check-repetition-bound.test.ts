import { describe, expect, it } from 'vitest';
import { InvalidGrammarOptionsError } from '../errors/invalid-grammar-options-error';
import { checkRepetitionBound, maxLlamaRepetition } from './check-repetition-bound';

describe('checkRepetitionBound', () => {
  it('should return undefined and integers from 0 to 2000 unchanged', () => {
    expect([undefined, 0, 1, maxLlamaRepetition].map((value) => checkRepetitionBound('maxStringLength', value))).toEqual([undefined, 0, 1, 2000]);
  });

  it('should throw InvalidGrammarOptionsError naming the option for anything else', () => {
    for (const value of [2001, -1, 0.5, Number.POSITIVE_INFINITY]) {
      let caught: unknown;
      try {
        checkRepetitionBound('maxMessageLength', value);
      } catch (error) {
        caught = error;
      }
      expect(InvalidGrammarOptionsError.isInstance(caught)).toBe(true);
      expect(caught).toMatchObject({ code: 'invalid_grammar_options', option: 'maxMessageLength', value, isRetryable: false });
    }
  });
});
