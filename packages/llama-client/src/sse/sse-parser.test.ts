import { describe, expect, it } from 'vitest';
import { SseParser, type SseEvent } from './sse-parser';

function parseInPieces(pieces: Array<string | Uint8Array>): SseEvent[] {
  const parser = new SseParser();
  return [...pieces.flatMap((piece) => parser.push(piece)), ...parser.end()];
}

const body = 'data: {"content":"Forlì ☀ 👋"}\n\n: keep-alive comment\n\nevent: update\nid: 7\ndata: line one\ndata: line two\n\ndata: [DONE]\n\n';
const expected: SseEvent[] = [
  { data: '{"content":"Forlì ☀ 👋"}' },
  { data: 'line one\nline two', event: 'update', id: '7' },
  // an event's id is its own `id:` field
  { data: '[DONE]' },
];

describe('SseParser', () => {
  it('should parse data, event and id fields, join multi-line data and skip comments', () => {
    expect(parseInPieces([body])).toEqual(expected);
  });

  it('should give the same events for every split of the bytes, mid-line and mid-UTF-8 character', () => {
    const bytes = new TextEncoder().encode(body);
    for (let cut = 1; cut < bytes.length; cut += 1) {
      expect(parseInPieces([bytes.subarray(0, cut), bytes.subarray(cut)])).toEqual(expected);
    }
    expect(parseInPieces([...bytes].map((byte) => Uint8Array.of(byte)))).toEqual(expected);
  });

  it('should accept CRLF and CR line ends, a CRLF split across chunks included', () => {
    expect(parseInPieces(['data: a\r', '\n\r\ndata: b\r\rdata: c\n\n'])).toEqual([{ data: 'a' }, { data: 'b' }, { data: 'c' }]);
  });

  it('should flush a last event that lacks its blank line at the end of the stream', () => {
    expect(parseInPieces(['data: {"stop":true}'])).toEqual([{ data: '{"stop":true}' }]);
  });

  it('should keep the value after "data:" without a space and ignore unknown fields', () => {
    expect(parseInPieces(['data:x\nretry: 10\nfoo: bar\ndata\n\n'])).toEqual([{ data: 'x\n' }]);
  });

  it('should return no event for a chunk that completes no event', () => {
    const parser = new SseParser();

    expect(parser.push('data: part')).toEqual([]);
    expect(parser.push('ial\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ data: 'partial' }]);
  });
});
