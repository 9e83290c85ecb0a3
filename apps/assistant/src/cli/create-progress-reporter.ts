import type { TurnProgress } from '../turn/assistant';

const frames = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
const slowLayers = new Set(['intent', 'planner', 'pronoia']);

/** A writable the reporter prints to (process.stderr in the CLI). */
export interface ProgressStream {
  write(text: string): unknown;
  isTTY?: boolean;
}

/** Shows what the cascade is doing while a turn runs. */
export interface ProgressReporter {
  onProgress(progress: TurnProgress): void;
  /** Clears the spinner line (TTY) before the reply is printed. */
  stop(): void;
}

/**
 * On a TTY: a one-line spinner on `stream` naming the running layer (`⠋ planner… 3.2 s`), redrawn every 80 ms
 * and erased by `stop()`. Otherwise: one plain line when a slow layer (intent, planner, pronoia) starts,
 * so logs show progress without control characters.
 */
export function createProgressReporter(stream: ProgressStream, { intervalMs = 80 }: { intervalMs?: number } = {}): ProgressReporter {
  if (stream.isTTY !== true) {
    return {
      onProgress(progress) {
        if (progress.phase === 'start' && slowLayers.has(progress.layer)) stream.write(`metnos: ${progress.layer}…\n`);
      },
      stop() {},
    };
  }
  let layer = '';
  let started = 0;
  let frame = 0;
  let timer: NodeJS.Timeout | undefined;
  const draw = () => {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    stream.write(`\r\u001b[2K${frames[frame % frames.length]} ${layer}… ${seconds} s`);
    frame += 1;
  };
  return {
    onProgress(progress) {
      if (progress.phase !== 'start') return;
      layer = progress.layer;
      started = performance.now();
      if (timer === undefined) {
        timer = setInterval(draw, intervalMs);
        timer.unref();
      }
      draw();
    },
    stop() {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
      if (layer !== '') stream.write('\r\u001b[2K');
      layer = '';
    },
  };
}
