import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loadingModelError } from '../__fixtures__/llama-server-responses';
import { startRecordingServer, type RecordingServer, type Reply } from '../__fixtures__/start-recording-server';
import { waitForHealthy } from './wait-for-healthy';

let server: RecordingServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A clock that only moves when the injected delay "waits". */
function fakeClock(): { now: () => number; delay: (ms: number) => Promise<void>; waits: number[] } {
  let time = 0;
  const waits: number[] = [];
  return {
    now: () => time,
    delay: async (ms) => {
      waits.push(ms);
      time += ms;
    },
    waits,
  };
}

describe('waitForHealthy', () => {
  it('should poll while the model loads (503) and resolve on the first 200', async () => {
    server = await startRecordingServer((_request, index): Reply => (index < 3 ? { status: 503, json: loadingModelError } : { json: { status: 'ok' } }));
    const clock = fakeClock();

    await waitForHealthy(server.url, { ...clock, intervalMs: 250 });

    expect(server.requests).toHaveLength(4);
    expect(clock.waits).toEqual([250, 250, 250]);
  });

  it('should throw LlmTimeoutError with the last 503 as cause when the model never loads', async () => {
    server = await startRecordingServer((): Reply => ({ status: 503, json: loadingModelError }));
    const clock = fakeClock();

    const error = await waitForHealthy(server.url, { ...clock, timeoutMs: 1000, intervalMs: 300 }).catch((caught: unknown) => caught);

    expect(error).toMatchObject({ name: 'LlmTimeoutError', timeoutMs: 1000, cause: { name: 'LlmHttpError', status: 503 } });
    expect(server.requests).toHaveLength(4);
  });

  it('should throw at once on a status that is not "loading"', async () => {
    server = await startRecordingServer((): Reply => ({ status: 500, json: { error: { code: 500, message: 'failed to load model' } } }));

    await expect(waitForHealthy(server.url, fakeClock())).rejects.toMatchObject({ name: 'LlmHttpError', status: 500 });
    expect(server.requests).toHaveLength(1);
  });

  it('should fail fast with LlmNetworkError saying nothing listens when the port stays closed', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const clock = fakeClock();

    // default timeoutMs (120 s) and refusedTimeoutMs (10 s), 500 ms apart: 21 probes over 10 s, not 241 over 120 s
    const error = await waitForHealthy(`http://127.0.0.1:${port}`, clock).catch((caught: unknown) => caught);

    expect(error).toMatchObject({ name: 'LlmNetworkError', errorCode: 'ECONNREFUSED', cause: { name: 'LlmNetworkError', errorCode: 'ECONNREFUSED' } });
    expect((error as Error).message).toBe(
      `nothing listens at http://127.0.0.1:${port} (GET /health refused for 10000 ms): start llama-server there (\`llama-server -m <model.gguf> --port <port>\`) or point the base URL ([llm] base_url) at a running one`,
    );
    expect(clock.waits).toHaveLength(20);
  });

  it('should keep waiting while the connection is refused, up to refusedTimeoutMs', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const clock = fakeClock();

    // long fake intervals keep each real probe's own timeout (up to 10 s) far above a slow, shared CPU's latency
    const error = await waitForHealthy(`http://127.0.0.1:${port}`, { ...clock, timeoutMs: 60_000, refusedTimeoutMs: 60_000, intervalMs: 30_000 }).catch(
      (caught: unknown) => caught,
    );

    expect(error).toMatchObject({ name: 'LlmTimeoutError', cause: { name: 'LlmNetworkError', errorCode: 'ECONNREFUSED' } });
    expect(clock.waits).toEqual([30_000, 30_000]);
  });
});
