import { createServer } from 'node:net';

/** A TCP port that was free on 127.0.0.1 a moment ago (listen on port 0, read it, close). */
export async function findFreePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => (port > 0 ? resolve(port) : reject(new Error('listen(0) gave no port'))));
    });
  });
}
