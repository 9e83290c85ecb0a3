import { ConfigError, MetnosError } from '@metnos/core';
import { CommanderError } from 'commander';
import { describe, expect, it } from 'vitest';
import { CliInputError } from './cli-input-error';
import { describeCliError } from './describe-cli-error';

describe('describeCliError', () => {
  it('should give one line naming the fix, in the language asked, with the exit status', () => {
    expect(describeCliError(new CliInputError({ kind: 'invalid_port', value: '70000' }), 'it')).toEqual({
      line: 'metnos: --port deve essere un numero intero da 0 a 65535 (0 = una porta libera qualsiasi), non "70000"',
      exitCode: 2,
    });
    expect(describeCliError(new CliInputError({ kind: 'port_in_use', host: '::1', port: 7421 }), 'en')).toEqual({
      line: 'metnos: port 7421 on ::1 is already in use; stop the other server or pick another port with --port (0 = any free port)',
      exitCode: 1,
    });
    expect(describeCliError(new ConfigError({ message: 'expected a number, got a string', source: '/c/runtime.toml', line: 3, key: 'llm.timeout_ms' }), 'en')).toEqual({
      line: 'metnos: config error: /c/runtime.toml:3: llm.timeout_ms: expected a number, got a string',
      exitCode: 2,
    });
  });

  it('should never print a stack: other errors give their first line only', () => {
    const failure = new MetnosError({ code: 'praxis_query', message: 'query must be a non-empty string\n    at somewhere (file.ts:1:1)' });
    expect(describeCliError(failure, 'en')).toEqual({ line: 'metnos: query must be a non-empty string', exitCode: 1 });
    expect(describeCliError(failure, 'it')).toEqual({ line: 'metnos: operazione non riuscita (praxis_query): «query must be a non-empty string»', exitCode: 1 });
    expect(describeCliError(new TypeError('x is not a function'), 'en')).toEqual({ line: 'metnos: unexpected error: x is not a function', exitCode: 1 });
    expect(describeCliError(new CommanderError(1, 'commander.unknownCommand', 'already printed'), 'en')).toEqual({ line: '', exitCode: 1 });
  });
});
