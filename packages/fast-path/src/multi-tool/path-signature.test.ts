import { describe, expect, it } from 'vitest';
import { pathSignature } from './path-signature';

describe('pathSignature', () => {
  it('should not depend on key order', () => {
    const left = pathSignature([{ tool: 'find_files', args: { root: '${PATH}', pattern: '*.pdf' } }, { tool: 'zip', args: { from_step: 1 } }]);
    const right = pathSignature([{ tool: 'find_files', args: { pattern: '*.pdf', root: '${PATH}' } }, { tool: 'zip', args: { from_step: 1 } }]);
    expect(left).toBe(right);
    expect(left).toBe('find_files({"pattern":"*.pdf","root":"${PATH}"}) > zip({"from_step":1})');
  });

  it('should differ for different tools or constants', () => {
    expect(pathSignature([{ tool: 'a', args: { n: 1 } }])).not.toBe(pathSignature([{ tool: 'a', args: { n: 2 } }]));
  });
});
