import { mkdtempSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Assistant } from '../turn/assistant';
import { createAssistant } from '../cascade/create-assistant';
import { serveMetnosMcpHttp } from './serve-metnos-mcp-http';
import type { ServedMetnosMcp } from './served-metnos-mcp';
import { defaultAssistantConfig } from '../settings/default-assistant-config';
import { loadServerSecret } from '../settings/load-server-secret';

const initialize = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'x', version: '1' } } });

/** POSTs an initialize with chosen Host/Origin headers (node:http lets a test set Host, fetch does not). */
function post(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.once('error', reject);
    request.end(initialize);
  });
}

describe('serveMetnosMcpHttp', () => {
  let assistant: Assistant;
  let served: ServedMetnosMcp;
  let secret: string;
  let auth: Record<string, string>;

  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'metnos-mcp-http-'));
    assistant = await createAssistant({ config: defaultAssistantConfig(), dataDir, llm: null });
    secret = loadServerSecret({ dataDir }).value;
    auth = { authorization: `Bearer ${secret}` };
    served = await serveMetnosMcpHttp(assistant, { secret });
  });

  afterAll(async () => {
    await served?.close();
    assistant?.close();
  });

  it('should serve ask over Streamable HTTP on 127.0.0.1 to the SDK client', async () => {
    expect(served.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
    const client = new Client({ name: 'test-client', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(served.url as string), { requestInit: { headers: auth } }));
    try {
      const result = await client.callTool({ name: 'ask', arguments: { query: 'what time is it' } });
      expect(result.structuredContent).toMatchObject({ ok: true, layer: 'L0' });
    } finally {
      await client.close();
    }
  });

  it('should refuse requests from other web pages (Origin) and other host names (DNS rebinding)', async () => {
    const url = served.url as string;
    const port = new URL(url).port;
    expect(await post(url, { host: `127.0.0.1:${port}`, ...auth })).toBe(200);
    expect(await post(url, { host: `127.0.0.1:${port}`, origin: `http://127.0.0.1:${port}`, ...auth })).toBe(200);
    expect(await post(url, { host: `127.0.0.1:${port}`, origin: 'https://evil.example', ...auth })).toBe(403);
    expect(await post(url, { host: `evil.example:${port}`, ...auth })).toBe(403);
    expect(await post(url.replace('/mcp', '/other'), { host: `127.0.0.1:${port}`, ...auth })).toBe(404);
  });

  it('should refuse a local process that does not hold the per-install secret (401), before any tool runs', async () => {
    const url = served.url as string;
    const port = new URL(url).port;
    expect(await post(url, { host: `127.0.0.1:${port}` })).toBe(401);
    expect(await post(url, { host: `127.0.0.1:${port}`, authorization: 'Bearer wrong' })).toBe(401);
    expect(await post(url, { host: `127.0.0.1:${port}`, authorization: `Basic ${Buffer.from(`metnos:${secret}`).toString('base64')}` })).toBe(401);
    const client = new Client({ name: 'intruder', version: '1.0.0' });
    await expect(client.connect(new StreamableHTTPClientTransport(new URL(url)))).rejects.toThrow();
  });
});
