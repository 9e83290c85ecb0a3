import { describe, expect, it } from 'vitest';
import { systemHostResolver } from './system-host-resolver';

describe('systemHostResolver', () => {
  it('should give every address of localhost, as the system resolves it', async () => {
    const addresses = await systemHostResolver('localhost', { signal: new AbortController().signal });
    expect(addresses.length).toBeGreaterThan(0);
    for (const { address, family } of addresses) expect({ address, family }).toEqual({ address: expect.stringMatching(/^(127\.|::1$)/), family: address.includes(':') ? 6 : 4 });
  });

  it('should reject at once when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('stop'));
    await expect(systemHostResolver('localhost', { signal: controller.signal })).rejects.toThrow('stop');
  });
});
