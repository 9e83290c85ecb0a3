import type { ProgressStream } from './create-progress-reporter';

/** Shows how far a long count goes (`filled` of `total`), e.g. the rows the nightly job gives a language. */
export interface CountProgressReporter {
  onProgress(progress: { filled: number; total: number }): void;
  /** Ends the TTY line if the count stopped short (an error); nothing once it reached its total. */
  stop(): void;
}

/**
 * On a TTY: one line on `stream`, `describe(filled, total)`, redrawn at each report and ended with a newline at the
 * total. Otherwise: a plain line at the first report, at each further tenth of the total and at the total, so a log
 * shows the work going on without control characters or a line per batch.
 */
export function createCountProgressReporter(stream: ProgressStream, describe: (filled: number, total: number) => string): CountProgressReporter {
  let open = false;
  let printedTenth = -1;
  return {
    onProgress({ filled, total }) {
      const done = filled >= total;
      if (stream.isTTY === true) {
        stream.write(`\r\u001b[2K${describe(filled, total)}${done ? '\n' : ''}`);
        open = !done;
        return;
      }
      const tenth = total === 0 ? 10 : Math.floor((filled * 10) / total);
      if (tenth > printedTenth) {
        printedTenth = tenth;
        stream.write(`${describe(filled, total)}\n`);
      }
    },
    stop() {
      if (open) stream.write('\n');
      open = false;
    },
  };
}
