import { describe, expect, it } from 'vitest';
import { CliInputError } from './cli-input-error';
import { parsePort } from './parse-port';

describe('parsePort', () => {
  it('should read a TCP port, 0 included', () => {
    expect(parsePort('7421')).toBe(7421);
    expect(parsePort(' 0 ')).toBe(0);
    expect(parsePort('65535')).toBe(65535);
  });

  it('should refuse anything else with the value it got', () => {
    for (const value of ['abc', '', '-1', '65536', '80.5', '1e3', '0x50']) {
      let thrown: unknown;
      try {
        parsePort(value);
      } catch (error) {
        thrown = error;
      }
      expect(CliInputError.isInstance(thrown) && thrown.problem).toEqual({ kind: 'invalid_port', value });
    }
  });
});
