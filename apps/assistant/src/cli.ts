import { ConfigError, MetnosError } from '@metnos/core';
import { CommanderError } from 'commander';
import { createProgram } from './cli/create-program';

/*
 * Entry point of `metnos`. Runs from source: `node --conditions=@metnos/source --import tsx src/cli.ts`
 * (the app's `metnos` script). Config errors print `file:line: key: problem` without a stack and exit 2.
 */
const program = createProgram({ stdout: process.stdout, stderr: process.stderr, stdin: process.stdin, env: process.env });
try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (ConfigError.isInstance(error)) {
    process.stderr.write(`metnos: config error: ${error.message}\n`);
    process.exitCode = 2;
  } else if (error instanceof CommanderError) {
    process.exitCode = error.exitCode;
  } else if (MetnosError.isInstance(error)) {
    process.stderr.write(`metnos: ${error.message}\n`);
    process.exitCode = 1;
  } else {
    process.stderr.write(`metnos: ${(error as Error).stack ?? String(error)}\n`);
    process.exitCode = 1;
  }
}
