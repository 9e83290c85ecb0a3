import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { Assistant } from '../turn/assistant';
import { matchesBearerSecret } from '../server/matches-bearer-secret';
import { createMetnosMcpServer } from './create-metnos-mcp-server';
import type { ServedMetnosMcp } from './served-metnos-mcp';

/**
 * Serves {@link createMetnosMcpServer} over Streamable HTTP at `http://127.0.0.1:<port>/mcp` (stateless: one
 * server and transport per request). Bound to the loopback address only, with the SDK's DNS-rebinding
 * protection: a request whose `Host` is not this address and port, or that carries a browser `Origin` other than
 * this server's own, is refused, so other web pages cannot drive the assistant through the user's browser. Every
 * request must carry `Authorization: Bearer <secret>` (the per-install secret, `loadServerSecret`), else 401: a
 * loopback port is open to every local process and user, and `ask` reads the user's files and mail.
 */
export async function serveMetnosMcpHttp(assistant: Assistant, { port = 0, secret }: { port?: number; secret: string }): Promise<ServedMetnosMcp> {
  if (typeof secret !== 'string' || secret.length < 32) throw new Error('serveMetnosMcpHttp needs the per-install secret (loadServerSecret)');
  const host = '127.0.0.1';
  let allowedHosts: string[] = [];
  let allowedOrigins: string[] = [];
  const http: Server = createServer((request, response) => {
    if (new URL(request.url ?? '/', `http://${host}`).pathname !== '/mcp') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found: the MCP endpoint is /mcp\n');
      return;
    }
    if (!matchesBearerSecret(request.headers.authorization, secret)) {
      response
        .writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer realm="metnos"' })
        .end('not authorised: send Authorization: Bearer <the secret in the file metnos mcp --http names>\n');
      return;
    }
    const server = createMetnosMcpServer(assistant);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableDnsRebindingProtection: true, allowedHosts, allowedOrigins });
    response.on('close', () => {
      void transport.close();
      void server.close();
    });
    server
      .connect(transport)
      .then(() => transport.handleRequest(request, response))
      .catch((error: unknown) => {
        if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' }).end(`${(error as Error).message}\n`);
      });
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(port, host, resolve);
  });
  const bound = (http.address() as AddressInfo).port;
  allowedHosts = [`${host}:${bound}`, `localhost:${bound}`];
  allowedOrigins = [`http://${host}:${bound}`, `http://localhost:${bound}`];
  return {
    url: `http://${host}:${bound}/mcp`,
    ended: new Promise<void>((resolve) => http.once('close', () => resolve())),
    close: () =>
      new Promise<void>((resolve) => {
        http.closeAllConnections();
        http.close(() => resolve());
      }),
  };
}
