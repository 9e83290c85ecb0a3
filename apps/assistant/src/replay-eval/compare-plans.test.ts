import { describe, expect, it } from 'vitest';
import { comparePlans } from './compare-plans';

describe('comparePlans', () => {
  it('should find a plan equal only with the same tools in order and the same arguments', () => {
    const expected = [{ tool: 'find_messages', args: { from: 'sara' } }, { tool: 'move_messages', args: { destination: 'Archive' } }];
    expect(comparePlans(expected, expected).equal).toBe(true);
    expect(comparePlans(expected.slice(0, 1), expected)).toEqual({ equal: false, toolsDiffer: true, mismatches: [] });
    expect(comparePlans([{ tool: 'find_messages', args: { query: 'sara' } }, expected[1]!], expected).mismatches).toEqual([
      { step: 1, tool: 'find_messages', name: 'query', got: 'sara', expected: undefined },
      { step: 1, tool: 'find_messages', name: 'from', got: undefined, expected: 'sara' },
    ]);
  });
});
