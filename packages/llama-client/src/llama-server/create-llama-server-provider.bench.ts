import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bench, describe } from 'vitest';
import { completionResponse } from '../__fixtures__/llama-server-responses';
import { retryWithBackoff } from '@metnos/http-client';
import { validateLlmRequest } from '../validate-llm-request';
import { convertLlamaServerCompletionResponse } from './convert-llama-server-completion-response';
import { convertToLlamaServerCompletionBody } from './convert-to-llama-server-completion-body';
import { createLlamaServerProvider } from './create-llama-server-provider';

// Client overhead per call: the provider against raw fetch + JSON.parse, both on the same local fake
// llama-server that answers a canned /completion body at once. Overhead = difference of the means.
const answer = JSON.stringify(completionResponse);
const server = createServer((incoming, response) => {
  incoming.resume();
  incoming.on('end', () => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(answer);
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
server.unref();
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const provider = createLlamaServerProvider({ baseURL: url });
const request0 = { prompt: 'Plan: ', grammar: 'root ::= "{" [^}]* "}"', maxTokens: 256, temperature: 0 };

const options = { time: 3000, warmupTime: 500, warmupIterations: 50 };

describe('llama-server client overhead per call (local fake server)', () => {
  bench('raw fetch + JSON.parse (baseline)', async () => {
    const response = await fetch(`${url}/completion`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: request0.prompt, n_predict: 256, grammar: request0.grammar, temperature: 0 }),
    });
    JSON.parse(await response.text());
  }, options);

  bench('provider.complete()', async () => {
    await provider.complete(request0);
  }, options);
});

describe('llama-server client work without I/O', () => {
  const request = { method: 'POST', url: `${url}/completion` };
  bench('validate + build body + stringify + retry wrapper + parse + convert', async () => {
    validateLlmRequest(request0);
    const body = JSON.stringify(convertToLlamaServerCompletionBody(request0, { prompt: request0.prompt, maxTokens: 256 }));
    const text = await retryWithBackoff(async () => answer);
    convertLlamaServerCompletionResponse({ value: JSON.parse(text), request: { ...request, body }, text });
  }, options);
});
