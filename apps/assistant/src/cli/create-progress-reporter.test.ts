import { describe, expect, it } from 'vitest';
import { createProgressReporter } from './create-progress-reporter';

function sink(isTTY: boolean) {
  const chunks: string[] = [];
  return { chunks, stream: { isTTY, write: (text: string) => chunks.push(text) } };
}

describe('createProgressReporter', () => {
  it('should print plain lines for slow layers when not on a TTY', () => {
    const { chunks, stream } = sink(false);
    const reporter = createProgressReporter(stream);
    reporter.onProgress({ layer: 'L0', phase: 'start' });
    reporter.onProgress({ layer: 'planner', phase: 'start' });
    reporter.onProgress({ layer: 'planner', phase: 'end', ms: 10 });
    reporter.stop();
    expect(chunks).toEqual(['metnos: planner…\n']);
  });

  it('should draw a spinner line naming the layer on a TTY and erase it on stop', () => {
    const { chunks, stream } = sink(true);
    const reporter = createProgressReporter(stream);
    reporter.onProgress({ layer: 'planner', phase: 'start' });
    reporter.stop();
    // oxlint-disable-next-line no-control-regex -- the terminal's own control sequence is what is checked
    expect(chunks[0]).toMatch(/^\r\u001b\[2K⠋ planner… 0\.\d s$/);
    expect(chunks.at(-1)).toBe('\r\u001b[2K');
  });
});
