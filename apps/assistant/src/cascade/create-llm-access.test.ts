import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLlamaServerProvider } from '@metnos/llama-client';
import { afterEach, describe, expect, it } from 'vitest';
import { createLlmAccess } from './create-llm-access';

/** A real HTTP server on 127.0.0.1:0 standing in for llama-server's `GET /health`, counting the probes. */
async function startHealthServer(): Promise<{ baseURL: string; probes: () => number; setStatus: (status: number) => void; server: Server }> {
  let status = 200;
  let probes = 0;
  const server = createServer((request, response) => {
    if (request.url === '/health') probes += 1;
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(status === 200 ? '{"status":"ok"}' : '{"error":{"code":500,"message":"model failed to load"}}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { baseURL: `http://127.0.0.1:${port}`, probes: () => probes, setStatus: (next) => (status = next), server };
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('createLlmAccess', () => {
  it('should probe a provider once: a healthy probe is remembered for the next turns', async () => {
    const health = await startHealthServer();
    servers.push(health.server);
    const provider = createLlamaServerProvider({ baseURL: health.baseURL, maxRetries: 0 });
    const access = createLlmAccess(provider);
    expect(access.peek()).toBeUndefined();
    expect(await access.acquire()).toBe(provider);
    expect(await access.acquire()).toBe(provider);
    expect(access.peek()).toBe(provider);
    expect(health.probes()).toBe(1);
    expect(access.status).toEqual({ available: true, id: provider.id });
  });

  it('should probe again on the next turn after an unhealthy probe, and use the provider once it is up', async () => {
    const health = await startHealthServer();
    servers.push(health.server);
    health.setStatus(500);
    const provider = createLlamaServerProvider({ baseURL: health.baseURL, maxRetries: 0 });
    const access = createLlmAccess(provider);
    expect(await access.acquire()).toBeUndefined();
    expect(access.status).toMatchObject({ available: false, reason: expect.stringContaining(`cannot reach ${provider.id}`) });
    expect(health.probes()).toBe(1);
    health.setStatus(200);
    expect(await access.acquire()).toBe(provider);
    expect(health.probes()).toBe(2);
    expect(access.status).toEqual({ available: true, id: provider.id });
    await access.acquire();
    expect(health.probes()).toBe(2);
  });

  it('should answer undefined with the reason when no provider is configured', async () => {
    const access = createLlmAccess(undefined, { reason: '[llm] provider = "none"' });
    expect(await access.acquire()).toBeUndefined();
    expect(access.status).toEqual({ available: false, id: 'none', reason: '[llm] provider = "none"' });
  });
});
