import { ConfigError, MetnosError, type Language } from '@metnos/core';
import { CommanderError } from 'commander';
import { CliInputError } from './cli-input-error';
import { cliMessages } from './cli-messages';

/** What `metnos` prints for an error that ends a command, and the exit status. */
export interface CliErrorReport {
  /** One line, no stack; empty when commander already printed its own message. */
  line: string;
  exitCode: number;
}

/**
 * Turns an error that escaped a command into one line in `language` and an exit status: bad input (CliInputError)
 * names the fix (exit 2 for a usage error, else 1); a config error names the file, line and key (exit 2); any
 * other MetnosError gives its message (exit 1); anything else is "unexpected" with its message, never a stack.
 */
export function describeCliError(error: unknown, language: Language): CliErrorReport {
  const messages = cliMessages(language);
  if (CliInputError.isInstance(error)) return { line: messages.problem(error.problem), exitCode: error.exitCode };
  if (ConfigError.isInstance(error)) return { line: messages.configError(error.message), exitCode: 2 };
  if (error instanceof CommanderError) return { line: '', exitCode: error.exitCode };
  if (MetnosError.isInstance(error)) return { line: messages.failed(error.code, firstLine(error.message)), exitCode: 1 };
  return { line: messages.unexpected(firstLine(error instanceof Error ? error.message : String(error))), exitCode: 1 };
}

function firstLine(text: string): string {
  return text.split('\n')[0] ?? text;
}
