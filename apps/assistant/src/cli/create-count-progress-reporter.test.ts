import { describe, expect, it } from 'vitest';
import { createCountProgressReporter } from './create-count-progress-reporter';

function sink(isTTY: boolean) {
  const chunks: string[] = [];
  return { chunks, stream: { isTTY, write: (text: string) => chunks.push(text) } };
}
const describeCount = (filled: number, total: number) => `rows ${filled}/${total}`;

describe('createCountProgressReporter', () => {
  it('should print a plain line at the start, at each further tenth and at the total when not on a TTY', () => {
    const { chunks, stream } = sink(false);
    const reporter = createCountProgressReporter(stream, describeCount);
    for (const filled of [0, 50, 100, 150, 500, 550, 1000]) reporter.onProgress({ filled, total: 1000 });
    reporter.stop();
    expect(chunks).toEqual(['rows 0/1000\n', 'rows 100/1000\n', 'rows 500/1000\n', 'rows 1000/1000\n']);
  });

  it('should redraw one line on a TTY, end it at the total, and end it on stop when the count stopped short', () => {
    const done = sink(true);
    const reporter = createCountProgressReporter(done.stream, describeCount);
    for (const filled of [0, 500, 1000]) reporter.onProgress({ filled, total: 1000 });
    reporter.stop();
    expect(done.chunks).toEqual(['\r\u001b[2Krows 0/1000', '\r\u001b[2Krows 500/1000', '\r\u001b[2Krows 1000/1000\n']);

    const stopped = sink(true);
    const interrupted = createCountProgressReporter(stopped.stream, describeCount);
    interrupted.onProgress({ filled: 0, total: 1000 });
    interrupted.stop();
    expect(stopped.chunks).toEqual(['\r\u001b[2Krows 0/1000', '\n']);
  });
});
