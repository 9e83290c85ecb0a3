import { describe, expect, it } from 'vitest';
import { isLoopbackAddress } from './is-loopback-address';

describe('isLoopbackAddress', () => {
  it('should accept only addresses that stay on this machine', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1']) expect(isLoopbackAddress(address), address).toBe(true);
    for (const address of ['0.0.0.0', '::', '', '192.168.1.2', '10.0.0.1', 'fe80::1', 'metnos.example', '128.0.0.1', '::ffff:10.0.0.1']) expect(isLoopbackAddress(address), address).toBe(false);
  });
});
