import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * The llama-server to run in tests, without building anything (test helper): `METNOS_LLAMA_SERVER_BIN`, else a
 * finished build of `@metnos/llama-client`'s `build:llama-server` script in
 * `${METNOS_LLAMA_SERVER_CACHE:-${XDG_CACHE_HOME:-~/.cache}/metnos/llama-server}/<tag>/bin/llama-server` (with
 * `build-info.json` beside `bin/`). The layout is read here because a package may not import another's scripts.
 */
export function findLlamaServerBinary(environment: NodeJS.ProcessEnv = process.env): { binaryPath: string } | { binaryPath: undefined; reason: string } {
  const explicit = environment.METNOS_LLAMA_SERVER_BIN;
  if (explicit !== undefined && explicit !== '') {
    return existsSync(explicit) ? { binaryPath: resolve(explicit) } : { binaryPath: undefined, reason: `METNOS_LLAMA_SERVER_BIN=${explicit} does not exist` };
  }
  const nonEmpty = (value: string | undefined) => (value === undefined || value === '' ? undefined : value);
  const cache = nonEmpty(environment.METNOS_LLAMA_SERVER_CACHE) ?? join(nonEmpty(environment.XDG_CACHE_HOME) ?? join(homedir(), '.cache'), 'metnos', 'llama-server');
  const tags = existsSync(cache) ? readdirSync(cache, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort() : [];
  for (const tag of tags.reverse()) {
    const binaryPath = join(cache, tag, 'bin', process.platform === 'win32' ? 'llama-server.exe' : 'llama-server');
    if (existsSync(binaryPath) && existsSync(join(cache, tag, 'build-info.json'))) return { binaryPath };
  }
  return { binaryPath: undefined, reason: `no METNOS_LLAMA_SERVER_BIN and no finished llama-server build in ${cache} (build one with \`pnpm build:llama-server\`)` };
}
