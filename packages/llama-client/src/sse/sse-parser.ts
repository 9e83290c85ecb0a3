import { createParser, type EventSourceMessage, type EventSourceParser } from 'eventsource-parser';

/** One server-sent event. `data` joins multiple `data:` lines with "\n". */
export interface SseEvent {
  data: string;
  /** The `event:` field; absent for the default `message` type. */
  event?: string;
  /** The event's own `id:` field, when it has one. */
  id?: string;
}

/**
 * Incremental parser for `text/event-stream`: feed it the body chunks as they arrive, split anywhere (mid-line,
 * mid-CRLF, mid-UTF-8 character), and it returns the events completed so far. The parsing is eventsource-parser's
 * (WHATWG rules: CR, LF and CRLF line ends, comments, multi-line data, unknown fields ignored); this class adds
 * the UTF-8 decoding of byte chunks and the flush of a last event that lacks its blank line. Pure: no I/O.
 */
export class SseParser {
  private readonly decoder = new TextDecoder('utf-8');
  private completed: SseEvent[] = [];
  private readonly parser: EventSourceParser = createParser({
    onEvent: (message) => this.completed.push(toSseEvent(message)),
    // `retry:` and unknown fields carry nothing a one-shot request needs.
    onRetry: () => undefined,
    onError: () => undefined,
  });

  /** Adds a chunk (bytes or already-decoded text) and returns the events it completed. */
  push(chunk: Uint8Array | string): SseEvent[] {
    this.parser.feed(typeof chunk === 'string' ? chunk : this.decoder.decode(chunk, { stream: true }));
    return this.take();
  }

  /** Ends the stream: flushes a partial UTF-8 sequence and a last event that lacks its blank line. */
  end(): SseEvent[] {
    // A line end and a blank line complete whatever the stream left open (a trailing "\r" becomes "\r\n").
    this.parser.feed(`${this.decoder.decode()}\n\n`);
    this.parser.reset();
    return this.take();
  }

  private take(): SseEvent[] {
    const events = this.completed;
    this.completed = [];
    return events;
  }
}

function toSseEvent({ data, event, id }: EventSourceMessage): SseEvent {
  return { data, ...(event === undefined ? {} : { event }), ...(id === undefined ? {} : { id }) };
}
