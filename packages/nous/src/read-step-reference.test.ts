import { describe, expect, it } from 'vitest';
import { okStep } from './__fixtures__/step-result';
import { readStepReference } from './read-step-reference';

const steps = [okStep(1, { entries: [{ id: 'a', tags: ['x'] }, { id: 'b' }], count: 2, label: 'abc' })];

describe('readStepReference', () => {
  it('should read fields, indices and lengths along a dot path', () => {
    expect(readStepReference(steps, 1, 'count')).toEqual({ found: true, value: 2 });
    expect(readStepReference(steps, 1, 'entries.length')).toEqual({ found: true, value: 2 });
    expect(readStepReference(steps, 1, 'entries.0.id')).toEqual({ found: true, value: 'a' });
    expect(readStepReference(steps, 1, 'entries.0.tags.0')).toEqual({ found: true, value: 'x' });
    expect(readStepReference(steps, 1, 'label.length')).toEqual({ found: true, value: 3 });
  });

  it('should report missing steps, fields and out-of-range indices', () => {
    expect(readStepReference(steps, 2, 'count')).toEqual({ found: false, reason: 'step 2 has not produced a result' });
    expect(readStepReference(steps, 1, 'total')).toEqual({ found: false, reason: 'step1.total: no field "total"' });
    expect(readStepReference(steps, 1, 'entries.5')).toEqual({ found: false, reason: 'step1.entries.5: index 5 out of range' });
  });

  it('should not read through the prototype', () => {
    expect(readStepReference(steps, 1, 'constructor').found).toBe(false);
    expect(readStepReference(steps, 1, 'entries.constructor').found).toBe(false);
  });
});
