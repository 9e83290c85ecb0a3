import { describe, expect, it } from 'vitest';
import { FastPathError } from '../fast-path-error';
import { assertNumberOption } from './assert-option';

describe('assertNumberOption', () => {
  it('should accept values in range and reject the rest with a structured error', () => {
    expect(() => assertNumberOption('threshold', 0.95, { min: 0, max: 1 })).not.toThrow();
    let caught: unknown;
    try {
      assertNumberOption('minUses', 2.5, { min: 1, max: 10, integer: true });
    } catch (error) {
      caught = error;
    }
    expect(FastPathError.isInstance(caught)).toBe(true);
    expect(caught).toMatchObject({ code: 'invalid_option', subject: 'minUses' });
  });
});
