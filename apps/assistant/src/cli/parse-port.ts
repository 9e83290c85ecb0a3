import { CliInputError } from './cli-input-error';

/** `--port` as a TCP port (0-65535, 0 = any free port); anything else throws `CliInputError` `invalid_port`. */
export function parsePort(value: string): number {
  const port = /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new CliInputError({ kind: 'invalid_port', value });
  return port;
}
