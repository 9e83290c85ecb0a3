import { describe, expect, it } from 'vitest';
import { requiredPriorSteps } from './required-prior-steps';

const plan = (steps: Array<Record<string, unknown>>, finalMessage = '') => ({ steps: steps.map((args) => ({ tool: 't', args })), fillers: {}, final_message: finalMessage });

describe('requiredPriorSteps', () => {
  it('should be 0 for a plan that refers only to its own earlier steps', () => {
    expect(requiredPriorSteps(plan([{ folder: 'x' }, { from_step: 1 }, { text: '${step2.text}' }], 'Done ${step3.count}'))).toBe(0);
  });

  it('should count the steps a residual plan refers to before its own', () => {
    expect(requiredPriorSteps(plan([{ from_step: 2 }]))).toBe(2);
    expect(requiredPriorSteps(plan([{ to: 'a' }, { body: ['${step4.description}'] }]))).toBe(3);
    expect(requiredPriorSteps(plan([{ to: 'a' }], 'Sent ${step3.ok_count}'))).toBe(2);
  });
});
