import { describe, expect, it } from 'vitest';
import { findReferencedSteps } from './find-referenced-steps';

describe('findReferencedSteps', () => {
  it('should find step placeholders inside strings, lists and objects, and from_step, once each and in order', () => {
    expect(
      findReferencedSteps({
        urls: ['http://host.example/lookup?code=${step3.entries.0.content}&again=${step1.count}'],
        nested: { body: 'see ${step3.entries.0.path}' },
        from_step: 2,
      }),
    ).toEqual([1, 2, 3]);
  });

  it('should not count fillers, plain text or a from_step that is not a step number', () => {
    expect(findReferencedSteps({ folder: '${FILLER:folder}', text: 'step1 costs $5', from_step: 'one' })).toEqual([]);
    expect(findReferencedSteps('${step12.title}')).toEqual([12]);
  });
});
