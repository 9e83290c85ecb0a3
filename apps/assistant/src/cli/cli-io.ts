import type { Readable } from 'node:stream';
import type { ProgressStream } from './create-progress-reporter';

/** Where the CLI reads and writes (process streams in production, buffers in tests). */
export interface CliIo {
  stdout: ProgressStream;
  stderr: ProgressStream;
  stdin: Readable;
  env: Record<string, string | undefined>;
  /** Resolves when `serve` / `telegram` should stop (SIGINT/SIGTERM in production). */
  waitForShutdown?: () => Promise<void>;
}
