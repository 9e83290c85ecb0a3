/** One server-sent event. `data` joins multiple `data:` lines with "\n". */
export interface SseEvent {
  data: string;
  /** The `event:` field; absent for the default `message` type. */
  event?: string;
  id?: string;
}

/**
 * Incremental parser for `text/event-stream` (WHATWG HTML §9.2): feed it the body chunks as they arrive, split
 * anywhere (mid-line, mid-CRLF, mid-UTF-8 character), and it returns the events completed so far. Pure: no I/O.
 */
export class SseParser {
  private readonly decoder = new TextDecoder('utf-8');
  private buffer = '';
  private dataLines: string[] = [];
  private eventType: string | undefined;
  private eventId: string | undefined;

  /** Adds a chunk (bytes or already-decoded text) and returns the events it completed. */
  push(chunk: Uint8Array | string): SseEvent[] {
    this.buffer += typeof chunk === 'string' ? chunk : this.decoder.decode(chunk, { stream: true });
    return this.drainLines(false);
  }

  /** Ends the stream: flushes a partial UTF-8 sequence and a last event that lacks its blank line. */
  end(): SseEvent[] {
    this.buffer += this.decoder.decode();
    const events = this.drainLines(true);
    if (this.buffer !== '') events.push(...this.processLine(this.buffer));
    this.buffer = '';
    const last = this.dispatch();
    if (last !== undefined) events.push(last);
    return events;
  }

  private drainLines(final: boolean): SseEvent[] {
    const events: SseEvent[] = [];
    for (;;) {
      const match = /\r\n|\r|\n/.exec(this.buffer);
      if (match === null) break;
      // A trailing "\r" may be the first half of "\r\n": wait for the next chunk unless the stream ended.
      if (match[0] === '\r' && match.index === this.buffer.length - 1 && !final) break;
      const line = this.buffer.slice(0, match.index);
      this.buffer = this.buffer.slice(match.index + match[0].length);
      events.push(...this.processLine(line));
    }
    return events;
  }

  private processLine(line: string): SseEvent[] {
    if (line === '') {
      const event = this.dispatch();
      return event === undefined ? [] : [event];
    }
    if (line.startsWith(':')) return [];
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') this.dataLines.push(value);
    else if (field === 'event') this.eventType = value;
    else if (field === 'id' && !value.includes('\0')) this.eventId = value;
    return [];
  }

  private dispatch(): SseEvent | undefined {
    const hasData = this.dataLines.length > 0;
    const event: SseEvent = { data: this.dataLines.join('\n') };
    if (this.eventType !== undefined) event.event = this.eventType;
    // like a browser EventSource, the last event id carries over to later events
    if (this.eventId !== undefined) event.id = this.eventId;
    this.dataLines = [];
    this.eventType = undefined;
    return hasData ? event : undefined;
  }
}
