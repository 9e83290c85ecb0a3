import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The pages the bench's local web server serves (path → title and paragraphs); any other path is a 404. */
const benchWebPages: Readonly<Record<string, { title: string; paragraphs: readonly string[] }>> = {
  '/news/energia': {
    title: 'Comunità energetiche: 300 nuovi impianti in Lombardia',
    paragraphs: [
      'La regione ha approvato 300 nuovi impianti fotovoltaici condivisi tra condomini e piccole imprese.',
      'I primi incentivi arriveranno a settembre; le domande si presentano online entro il 30 giugno.',
    ],
  },
  '/recipes/carbonara': {
    title: 'Spaghetti alla carbonara',
    paragraphs: [
      'Ingredienti per 4 persone: 320 g di spaghetti, 150 g di guanciale, 4 tuorli, 50 g di pecorino romano, pepe nero.',
      'Rosolare il guanciale, scolare la pasta al dente e mantecare fuori dal fuoco con tuorli e pecorino.',
    ],
  },
  '/release-notes': {
    title: 'Metnos 0.9 release notes',
    paragraphs: ['Version 0.9 adds the single-step planner, consent tokens and the efficacy ager.', 'Upgrade with npm install; no data migration is needed.'],
  },
};

function page(title: string, paragraphs: readonly string[]): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1>${paragraphs.map((text) => `<p>${text}</p>`).join('')}</body></html>`;
}

/** Serves {@link benchWebPages} over HTTP on 127.0.0.1 (a free port); `close` stops it. */
export async function createBenchWebServer({ abortSignal }: { abortSignal?: AbortSignal } = {}): Promise<{ baseUrl: string; close(): Promise<void> }> {
  abortSignal?.throwIfAborted();
  const server = createServer((request, response) => {
    const found = benchWebPages[new URL(request.url ?? '/', 'http://127.0.0.1').pathname];
    if (found === undefined) {
      response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' }).end(page('Not found', ['This page does not exist.']));
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(found.title, found.paragraphs));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error === undefined ? resolve() : reject(error)));
      }),
  };
}
