import { describe, expect, it } from 'vitest';
import { isWildcardAddress } from './is-wildcard-address';

describe('isWildcardAddress', () => {
  it('should recognise the every-interface binds', () => {
    for (const address of ['0.0.0.0', '::', '[::]', '0:0:0:0:0:0:0:0', '']) expect(isWildcardAddress(address), address).toBe(true);
    for (const address of ['127.0.0.1', '::1', '192.168.1.2', 'localhost']) expect(isWildcardAddress(address), address).toBe(false);
  });
});
