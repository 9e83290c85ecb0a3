import type { Readable, Writable } from 'node:stream';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { Assistant } from '../turn/assistant';
import { createMetnosMcpServer } from './create-metnos-mcp-server';
import type { ServedMetnosMcp } from './served-metnos-mcp';

/**
 * Serves {@link createMetnosMcpServer} over stdio (`stdin`/`stdout` carry the protocol, so nothing else may write
 * to `stdout`) until the client closes stdin.
 */
export async function serveMetnosMcpStdio(assistant: Assistant, { stdin, stdout }: { stdin: Readable; stdout: Writable }): Promise<ServedMetnosMcp> {
  const server = createMetnosMcpServer(assistant);
  const transport = new StdioServerTransport(stdin, stdout);
  const ended = new Promise<void>((resolve) => {
    stdin.once('end', resolve);
    stdin.once('close', resolve);
    transport.onclose = resolve;
  });
  await server.connect(transport);
  return { url: undefined, ended, close: () => server.close() };
}
