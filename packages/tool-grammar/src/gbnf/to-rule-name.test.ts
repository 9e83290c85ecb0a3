import { describe, expect, it } from 'vitest';
import { toRuleName } from './to-rule-name';

describe('toRuleName', () => {
  it('should join snake_case, kebab-case and camelCase parts into one camelCase name', () => {
    expect(toRuleName(['get_inputs', 'dialog', 'item'])).toBe('getInputsDialogItem');
    expect(toRuleName(['kebab-name', 'fromStep'])).toBe('kebabNameFromStep');
  });

  it('should drop every character llama.cpp rejects and never start with a digit', () => {
    expect(toRuleName(['3d_model', 'é-x'])).toBe('r3dModelX');
    expect(toRuleName([''])).toBe('r');
    expect(toRuleName(['a_b-c.d e'])).toMatch(/^[a-zA-Z][a-zA-Z0-9]*$/);
  });
});
