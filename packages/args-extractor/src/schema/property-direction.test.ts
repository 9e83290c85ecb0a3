import { describe, expect, it } from 'vitest';
import { propertyDirection } from './property-direction';

describe('propertyDirection', () => {
  it('should read the direction from the name', () => {
    expect(propertyDirection('modified_after', { type: 'string' })).toBe('past');
    expect(propertyDirection('since', { type: 'string' })).toBe('past');
    expect(propertyDirection('remind_at', { type: 'string' })).toBe('future');
    expect(propertyDirection('deadline', { type: 'string' })).toBe('future');
    expect(propertyDirection('date', { type: 'string' })).toBe('neutral');
  });

  it('should fall back on the description', () => {
    expect(propertyDirection('date', { type: 'string', description: 'Only files changed after this date' })).toBe('past');
    expect(propertyDirection('date', { type: 'string', description: 'When the alarm rings' })).toBe('future');
  });
});
