import { describe, expect, it } from 'vitest';
import { lexiconBuildId } from './lexicon-build-id';

describe('lexiconBuildId', () => {
  it('should be undefined when the lexicon runs from source, so no baked data is ever keyed to it', () => {
    expect(lexiconBuildId()).toBeUndefined();
  });
});
