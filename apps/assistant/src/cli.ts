import { CommanderError } from 'commander';
import { localeLanguage } from './cli/locale-language';
import { createProgram } from './cli/create-program';
import { describeCliError } from './cli/describe-cli-error';

/*
 * Entry point of `metnos` (bin/metnos.mjs runs its build; `node --conditions=@metnos/source --import tsx
 * src/cli.ts` runs it from source). Every error ends in one line and an exit status, never a stack. A reader
 * that stops early (`metnos config | head -2`) closes the pipe: the output stops quietly with status 141, as a
 * command killed by SIGPIPE would.
 */
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(141);
    throw error;
  });
}
// process.stdin is made on first access (a pipe's socket or a TTY's stream, a few milliseconds): only `chat` and `mcp serve` read it.
const program = createProgram({
  stdout: process.stdout,
  stderr: process.stderr,
  get stdin() {
    return process.stdin;
  },
  env: process.env,
});
try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) process.exitCode = error.exitCode;
  else {
    const report = describeCliError(error, localeLanguage(process.env));
    process.stderr.write(`${report.line}\n`);
    process.exitCode = report.exitCode;
  }
}
