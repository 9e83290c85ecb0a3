import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * The llama-server to run, without building anything (test helper): `METNOS_LLAMA_SERVER_BIN` when set, else a
 * finished build in the cache of `@metnos/llama-client`'s `build:llama-server` script
 * (`$METNOS_LLAMA_SERVER_CACHE/<tag>/bin/llama-server` with `build-info.json` beside `bin/`, default cache
 * `${XDG_CACHE_HOME:-~/.cache}/metnos/llama-server`). The layout is read here rather than imported, because an
 * app may not import another package's scripts. `reason` says why there is none; `broken` is true when one was
 * asked for or built but is unusable (a missing `METNOS_LLAMA_SERVER_BIN`, a `build-failed.json` the build script
 * left): the live tests then fail instead of skipping.
 */
export function findLlamaServerBinary(
  environment: NodeJS.ProcessEnv = process.env,
): { binaryPath: string } | { binaryPath: undefined; reason: string; broken: boolean } {
  const explicit = environment.METNOS_LLAMA_SERVER_BIN;
  if (explicit !== undefined && explicit !== '') {
    return existsSync(explicit) ? { binaryPath: resolve(explicit) } : { binaryPath: undefined, broken: true, reason: `METNOS_LLAMA_SERVER_BIN=${explicit} does not exist` };
  }
  const cache =
    nonEmpty(environment.METNOS_LLAMA_SERVER_CACHE) ?? join(nonEmpty(environment.XDG_CACHE_HOME) ?? join(homedir(), '.cache'), 'metnos', 'llama-server');
  const tags = existsSync(cache) ? readdirSync(cache, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort() : [];
  for (const tag of tags.reverse()) {
    const binaryPath = join(cache, tag, 'bin', process.platform === 'win32' ? 'llama-server.exe' : 'llama-server');
    if (existsSync(binaryPath) && existsSync(join(cache, tag, 'build-info.json'))) return { binaryPath };
  }
  const failed = tags.map((tag) => join(cache, tag, 'build-failed.json')).find((path) => existsSync(path));
  if (failed !== undefined) {
    return { binaryPath: undefined, broken: true, reason: `the last llama-server build failed (${failed}): run \`pnpm build:llama-server\` to see why` };
  }
  return {
    binaryPath: undefined,
    broken: false,
    reason: `no METNOS_LLAMA_SERVER_BIN and no finished llama-server build in ${cache} (build one with \`pnpm --filter @metnos/llama-client build:llama-server\`)`,
  };
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value === '' ? undefined : value;
}
