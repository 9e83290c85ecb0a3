import { describe, expect, it } from 'vitest';
import { ConfigError } from './config-error';
import { ExecutorError } from './executor-error';
import { MetnosError } from './metnos-error';

describe('MetnosError', () => {
  it('should recognise instances by marker, also from another copy of core', () => {
    const error = new ConfigError({ message: 'bad', source: 'x.toml', line: 2, key: 'a.b' });
    expect(MetnosError.isInstance(error)).toBe(true);
    expect(ConfigError.isInstance(error)).toBe(true);
    expect(ExecutorError.isInstance(error)).toBe(false);
    // an object built by a different copy of the class carries the same Symbol.for markers
    const foreign = Object.assign(new Error('x'), { [Symbol.for('metnos.error')]: true, [Symbol.for('metnos.error.executor')]: true });
    expect(MetnosError.isInstance(foreign)).toBe(true);
    expect(ExecutorError.isInstance(foreign)).toBe(true);
    expect(MetnosError.isInstance(new Error('plain'))).toBe(false);
    expect(MetnosError.isInstance(null)).toBe(false);
  });

  it('should build the config message from its fields', () => {
    const error = new ConfigError({ message: 'expected a number, got a string', source: '/c/runtime.toml', line: 4, column: 3, key: 'fast_path.x' });
    expect(error.message).toBe('/c/runtime.toml:4:3: fast_path.x: expected a number, got a string');
    expect(error.code).toBe('config_invalid');
    expect(error.name).toBe('ConfigError');
  });

  it('should carry recovery data on executor errors', () => {
    const cause = new Error('ENOENT');
    const error = new ExecutorError({ tool: 'find_files', failureKind: 'not_found', message: 'no such folder', details: { path: '/x' }, cause });
    expect(error).toMatchObject({ tool: 'find_files', failureKind: 'not_found', code: 'not_found', details: { path: '/x' }, isRetryable: false });
    expect(error.cause).toBe(cause);
  });
});
