import { describe, expect, it } from 'vitest';
import { defaultPlanGrammarBounds, resolvePlanGrammarBounds } from './plan-grammar-bounds';

describe('resolvePlanGrammarBounds', () => {
  it('should give the documented defaults when no bounds are given', () => {
    expect(resolvePlanGrammarBounds(undefined)).toEqual({ maxStringLength: 256, maxMessageLength: 400, maxFillerTextLength: 160, compactWhitespace: true });
    expect(resolvePlanGrammarBounds(undefined)).toEqual(defaultPlanGrammarBounds);
  });

  it('should override field by field, drop a field given as undefined and drop everything for false', () => {
    expect(resolvePlanGrammarBounds({ maxMessageLength: 80 })).toEqual({ ...defaultPlanGrammarBounds, maxMessageLength: 80 });
    expect(resolvePlanGrammarBounds({ maxStringLength: undefined, compactWhitespace: false })).toEqual({
      maxMessageLength: 400,
      maxFillerTextLength: 160,
      compactWhitespace: false,
    });
    expect(resolvePlanGrammarBounds(false)).toEqual({});
  });
});
