import { describe, expect, it } from 'vitest';
import { collectFillerNames } from './collect-filler-names';

describe('collectFillerNames', () => {
  it('should list filler names deeply, once, in first-seen order', () => {
    expect(collectFillerNames({ a: '${FILLER:dst} and ${FILLER:account}', b: ['${FILLER:dst}'], c: { d: '${step1.x}' } }))
      .toEqual(['dst', 'account']);
  });
});
