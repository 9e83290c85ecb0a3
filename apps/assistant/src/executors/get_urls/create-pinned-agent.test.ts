import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetch } from 'undici';
import { describe, expect, it } from 'vitest';
import { createPinnedAgent } from './create-pinned-agent';

describe('createPinnedAgent', () => {
  it('should connect a pinned host name to its pinned address and refuse a host without a pin', async () => {
    const server = createServer((request, response) => response.end(`host=${request.headers.host}`));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const { agent, pin } = createPinnedAgent();
    try {
      pin('Pinned.Example', [{ address: '127.0.0.1', family: 4 }]);
      const response = await fetch(`http://pinned.example:${port}/`, { dispatcher: agent });
      expect(await response.text()).toBe(`host=pinned.example:${port}`);
      const error = await fetch(`http://unpinned.example:${port}/`, { dispatcher: agent }).catch((caught: unknown) => caught);
      expect((error as { cause?: { code?: string } }).cause?.code).toBe('ENOTFOUND');
    } finally {
      await agent.destroy();
      server.close();
    }
  });
});
