import { SseParser, type SseEvent } from './sse-parser';

/** Reads a response body as server-sent events, yielding each as soon as it is complete. */
export async function* readSseEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent> {
  const parser = new SseParser();
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      yield* parser.push(value);
    }
    yield* parser.end();
  } finally {
    // Stops the download when the consumer breaks out early.
    await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
