// Where the llama.cpp sources that node-llama-cpp ships live, and where a llama-server built from them is cached.
// Shared by scripts/build-llama-server.mjs (which builds it) and test/live/ (which runs it).
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The cmake flags of the cached build: CPU only, portable (no -march=native: on x86_64 ggml then targets
 * SSE4.2+AVX+AVX2+FMA+F16C+BMI2), static libraries (one self-contained binary), no HTTPS (no OpenSSL), no web UI
 * download, no tests or examples. A cached build made with other flags is rebuilt.
 */
export const llamaServerCmakeFlags = Object.freeze([
  '-DCMAKE_BUILD_TYPE=Release',
  '-DBUILD_SHARED_LIBS=OFF',
  '-DGGML_NATIVE=OFF',
  '-DGGML_OPENMP=OFF',
  '-DGGML_CCACHE=OFF',
  '-DLLAMA_CURL=OFF',
  '-DLLAMA_OPENSSL=OFF',
  '-DLLAMA_BUILD_TESTS=OFF',
  '-DLLAMA_BUILD_EXAMPLES=OFF',
  '-DLLAMA_BUILD_TOOLS=ON',
  '-DLLAMA_BUILD_SERVER=ON',
  '-DLLAMA_BUILD_APP=OFF',
  '-DLLAMA_BUILD_UI=OFF',
  '-DLLAMA_USE_PREBUILT_UI=OFF',
]);

/**
 * Finds node-llama-cpp's `llama/` folder (the git bundle of the llama.cpp release it was built against, and
 * `llama.cpp.info.json` with the release tag), resolving node-llama-cpp from the llama-client package.
 * @returns {{ packageDirectory: string, bundlePath: string, tag: string, repository: string }}
 */
export function findLlamaCppBundle() {
  let entry;
  try {
    entry = fileURLToPath(import.meta.resolve('node-llama-cpp'));
  } catch (error) {
    throw new Error('node-llama-cpp is not installed next to @metnos/llama-client (it is a devDependency: run pnpm install)', {
      cause: error,
    });
  }
  let directory = dirname(entry);
  while (!existsSync(join(directory, 'package.json')) || readPackageName(join(directory, 'package.json')) !== 'node-llama-cpp') {
    const parent = dirname(directory);
    if (parent === directory) throw new Error(`cannot find node-llama-cpp's package.json above ${entry}`);
    directory = parent;
  }
  const bundlePath = join(directory, 'llama', 'gitRelease.bundle');
  const infoPath = join(directory, 'llama', 'llama.cpp.info.json');
  if (!existsSync(bundlePath) || !existsSync(infoPath)) {
    throw new Error(`node-llama-cpp at ${directory} carries no llama.cpp source bundle (llama/gitRelease.bundle)`);
  }
  const info = JSON.parse(readFileSync(infoPath, 'utf8'));
  if (typeof info.tag !== 'string' || !/^[\w.-]+$/.test(info.tag)) throw new Error(`${infoPath} has no usable "tag"`);
  return { packageDirectory: directory, bundlePath, tag: info.tag, repository: String(info.llamaCppGithubRepo ?? 'ggml-org/llama.cpp') };
}

function readPackageName(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8')).name;
  } catch {
    return undefined;
  }
}

/**
 * The cache folder of one release: `$METNOS_LLAMA_SERVER_CACHE/<tag>`, by default
 * `${XDG_CACHE_HOME:-~/.cache}/metnos/llama-server/<tag>`.
 * @param {string} tag
 * @param {NodeJS.ProcessEnv} [environment]
 */
export function resolveLlamaServerCacheDirectory(tag, environment = process.env) {
  const base =
    nonEmpty(environment.METNOS_LLAMA_SERVER_CACHE) ??
    join(nonEmpty(environment.XDG_CACHE_HOME) ?? join(homedir(), '.cache'), 'metnos', 'llama-server');
  return resolve(base, tag);
}

/** The binary inside a release's cache folder. */
export function llamaServerBinaryPath(cacheDirectory) {
  return join(cacheDirectory, 'bin', process.platform === 'win32' ? 'llama-server.exe' : 'llama-server');
}

/**
 * The llama-server binary to run, without building anything: `METNOS_LLAMA_SERVER_BIN` when set, otherwise the
 * cached build of node-llama-cpp's llama.cpp release when it exists (a `build-info.json` beside it marks a
 * finished build). `reason` says why there is none; `broken` is true when one was asked for or built but is not
 * usable (a `METNOS_LLAMA_SERVER_BIN` that does not exist, a failed or unfinished build): the live tests then
 * fail instead of skipping.
 * @param {NodeJS.ProcessEnv} [environment]
 * @returns {{ binaryPath: string } | { binaryPath: undefined, reason: string, broken: boolean }}
 */
export function findBuiltLlamaServer(environment = process.env) {
  const explicit = nonEmpty(environment.METNOS_LLAMA_SERVER_BIN);
  if (explicit !== undefined) {
    return existsSync(explicit)
      ? { binaryPath: resolve(explicit) }
      : { binaryPath: undefined, broken: true, reason: `METNOS_LLAMA_SERVER_BIN=${explicit} does not exist` };
  }
  let tag;
  try {
    tag = findLlamaCppBundle().tag;
  } catch (error) {
    return { binaryPath: undefined, broken: false, reason: error instanceof Error ? error.message : String(error) };
  }
  const cacheDirectory = resolveLlamaServerCacheDirectory(tag, environment);
  const binaryPath = llamaServerBinaryPath(cacheDirectory);
  if (existsSync(binaryPath) && existsSync(join(cacheDirectory, 'build-info.json'))) return { binaryPath };
  const builder = lockHolder(`${cacheDirectory}.lock`);
  if (builder !== undefined) return { binaryPath: undefined, broken: false, reason: `llama-server is being built into ${cacheDirectory} (pid ${builder})` };
  const failure = readJson(join(cacheDirectory, 'build-failed.json'));
  if (failure !== undefined) {
    return {
      binaryPath: undefined,
      broken: true,
      reason: `the last llama-server build into ${cacheDirectory} failed (${String(failure.error ?? 'unknown error')}); run \`pnpm build:llama-server\` to see why`,
    };
  }
  if (existsSync(binaryPath)) {
    return { binaryPath: undefined, broken: true, reason: `${binaryPath} exists but its build never finished (no build-info.json): run \`pnpm build:llama-server --force\`` };
  }
  return { binaryPath: undefined, broken: false, reason: `no llama-server built in ${cacheDirectory}` };
}

/** The pid in a build lock file when that process is alive, else undefined. */
function lockHolder(lockPath) {
  let pid;
  try {
    pid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid)) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return error.code === 'EPERM' ? pid : undefined;
  }
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

function nonEmpty(value) {
  return value === undefined || value === '' ? undefined : value;
}
