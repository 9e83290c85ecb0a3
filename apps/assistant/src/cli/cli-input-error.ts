import { MetnosError } from '@metnos/core';

const marker = 'metnos.error.cli-input';
const symbol = Symbol.for(marker);

/** What was wrong with the command line or the machine it runs on, with what the user needs to fix it. */
export type CliInputProblem =
  | { kind: 'invalid_port'; value: string }
  | { kind: 'port_in_use'; host: string; port: number }
  | { kind: 'port_not_permitted'; host: string; port: number }
  | { kind: 'host_not_available'; host: string }
  | { kind: 'data_dir_not_folder'; path: string; configFile: string }
  | { kind: 'data_dir_not_writable'; path: string; configFile: string; reason: string }
  | { kind: 'telegram_token_missing'; configFile: string }
  | { kind: 'telegram_allowlist_empty'; configFile: string }
  | { kind: 'telegram_token_refused'; configFile: string }
  | { kind: 'telegram_unreachable'; apiRoot: string };

/**
 * A bad input of the `metnos` command (a flag, a busy port, a data folder that is a file, a missing Telegram
 * token...). `problem` carries what the CLI needs to print one line, in the user's language, naming the fix;
 * `exitCode` is 2 for a usage error, 1 otherwise. The English `message` is for logs.
 */
export class CliInputError extends MetnosError {
  private readonly [symbol] = true;
  readonly problem: CliInputProblem;
  readonly exitCode: number;

  constructor(problem: CliInputProblem, { cause }: { cause?: unknown } = {}) {
    super({ name: 'CliInputError', code: `cli_${problem.kind}`, message: `bad input: ${problem.kind} ${JSON.stringify(problem)}`, cause });
    this.problem = problem;
    this.exitCode = problem.kind === 'invalid_port' ? 2 : 1;
  }

  static override isInstance(error: unknown): error is CliInputError {
    return MetnosError.hasMarker(error, marker);
  }
}
