import { describe, expect, it } from 'vitest';
import { canonicalQualifier } from './canonical-qualifier';

describe('canonicalQualifier', () => {
  it('should map providers and modifiers in both languages', () => {
    expect(canonicalQualifier('gmail')).toBe('google_workspace');
    expect(canonicalQualifier('google_workspace')).toBe('google_workspace');
    expect(canonicalQualifier('non lette')).toBe('unread');
    expect(canonicalQualifier('unread')).toBe('unread');
    expect(canonicalQualifier('purple')).toBeUndefined();
  });
});
