#!/usr/bin/env node
// Builds llama.cpp's llama-server (CPU only, Release, portable) from the llama.cpp source bundle that
// node-llama-cpp's npm tarball carries, offline, into a per-release cache folder; prints the binary's path.
//
//   node scripts/build-llama-server.mjs [--force] [--jobs N] [--keep-build-tree] [--skip-if-unable]
//
// - --skip-if-unable (what `pnpm test:all` passes): without git, cmake or a C++ compiler, say so and exit 0 (the
//   live tests then skip, saying why). With them, a build that fails still exits 1 and leaves build-failed.json
//   in the cache folder, which makes the live tests fail instead of skipping.
//
// - Cache: $METNOS_LLAMA_SERVER_CACHE/<tag>, default ${XDG_CACHE_HOME:-~/.cache}/metnos/llama-server/<tag>
//   (<tag> from node-llama-cpp's llama/llama.cpp.info.json). A finished build is bin/llama-server plus
//   build-info.json; a second call finds it and returns at once.
// - Concurrency: a lock file (<cache>.lock, holding the builder's pid) makes a second caller wait for the first
//   build instead of building twice; a lock left by a dead process is taken over.
// - Needs git (to clone the bundle), cmake >= 3.14 and a C++17 compiler (g++ >= 9); uses ninja when present.
// - Progress goes to stderr (cmake's lines, and "still building… Ns" every 30 s of silence); stdout gets only
//   the binary's path, so `bin=$(node scripts/build-llama-server.mjs)` works.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, unlinkSync, writeFileSync, openSync, closeSync, writeSync, chmodSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { findLlamaCppBundle, llamaServerBinaryPath, llamaServerCmakeFlags as cmakeFlags, resolveLlamaServerCacheDirectory } from './llama-server-location.mjs';

const log = (message) => process.stderr.write(`[build-llama-server] ${message}\n`);
const fail = (message) => {
  log(`error: ${message}`);
  process.exit(1);
};

function parseArguments(argv) {
  const options = { force: false, keepBuildTree: false, skipIfUnable: false, jobs: Number(process.env.METNOS_LLAMA_SERVER_JOBS || 2) };
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index];
    if (argument === '--force') options.force = true;
    else if (argument === '--keep-build-tree') options.keepBuildTree = true;
    else if (argument === '--skip-if-unable') options.skipIfUnable = true;
    else if (argument === '--jobs' || argument === '-j') options.jobs = Number(argv[(index += 1)]);
    else if (argument === '--help' || argument === '-h') {
      process.stdout.write(readFileSync(new URL(import.meta.url), 'utf8').split('\n').filter((line) => line.startsWith('//')).map((line) => line.slice(3)).join('\n') + '\n');
      process.exit(0);
    } else fail(`unknown argument ${argument} (try --help)`);
  }
  if (!Number.isInteger(options.jobs) || options.jobs < 1) fail('--jobs (or METNOS_LLAMA_SERVER_JOBS) must be a positive integer');
  return options;
}

/** First line of `command --version`, or undefined when the command cannot be run. */
function versionOf(command) {
  const result = spawnSync(command, ['--version'], { encoding: 'utf8' });
  if (result.error !== undefined || result.status !== 0) return undefined;
  return result.stdout.split('\n')[0]?.trim();
}

function checkPrerequisites({ skipIfUnable }) {
  const compiler = process.env.CXX || 'c++';
  const found = { git: versionOf('git'), cmake: versionOf('cmake'), compiler: versionOf(compiler) ?? (process.env.CXX ? undefined : versionOf('g++')) };
  const missing = [];
  if (found.git === undefined) missing.push('git (to clone the llama.cpp bundle)');
  if (found.cmake === undefined) missing.push('cmake >= 3.14');
  if (found.compiler === undefined) missing.push(`a C++17 compiler (${process.env.CXX ? `CXX=${process.env.CXX} does not run` : 'c++ or g++ >= 9'})`);
  if (missing.length > 0 && skipIfUnable) {
    log(`skipped: missing ${missing.join(', ')}; the live llama-server tests will skip and say so (apt-get install -y git cmake g++ to enable them)`);
    process.exit(0);
  }
  if (missing.length > 0) {
    fail(`missing ${missing.join(', ')}. On Debian/Ubuntu: apt-get install -y git cmake g++ (ninja-build optional).`);
  }
  const cmakeVersion = /(\d+)\.(\d+)/.exec(found.cmake ?? '');
  if (cmakeVersion !== null && (Number(cmakeVersion[1]) < 3 || (Number(cmakeVersion[1]) === 3 && Number(cmakeVersion[2]) < 14))) {
    fail(`${found.cmake} is too old: llama.cpp needs cmake >= 3.14`);
  }
  return { ...found, ninja: versionOf('ninja') };
}

function bundleCommit(bundlePath) {
  const result = spawnSync('git', ['bundle', 'list-heads', bundlePath], { encoding: 'utf8' });
  const commit = /^([0-9a-f]{40})\s/m.exec(result.stdout ?? '')?.[1];
  if (result.status !== 0 || commit === undefined) fail(`cannot read ${bundlePath}: ${result.stderr?.trim() || 'no heads'}`);
  return commit;
}

function readBuildInfo(cacheDirectory) {
  try {
    return JSON.parse(readFileSync(join(cacheDirectory, 'build-info.json'), 'utf8'));
  } catch {
    return undefined;
  }
}

function isCached(cacheDirectory, commit) {
  const info = readBuildInfo(cacheDirectory);
  return (
    info !== undefined &&
    info.commit === commit &&
    JSON.stringify(info.cmakeFlags) === JSON.stringify(cmakeFlags) &&
    existsSync(llamaServerBinaryPath(cacheDirectory))
  );
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Creates the lock file exclusively; waits while a live process holds it, takes over a dead one's. */
async function acquireLock(lockPath) {
  const startedAt = Date.now();
  let lastNotice = 0;
  for (;;) {
    try {
      const descriptor = openSync(lockPath, 'wx');
      writeSync(descriptor, `${process.pid}\n`);
      closeSync(descriptor);
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    let holder = Number.NaN;
    try {
      holder = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
    } catch {
      // removed (or not yet written) between openSync and readFileSync: look again
    }
    const lockAgeMs = existsSync(lockPath) ? Date.now() - statSync(lockPath, { throwIfNoEntry: false })?.mtimeMs : 0;
    if ((Number.isInteger(holder) && !isAlive(holder)) || (!Number.isInteger(holder) && lockAgeMs > 10_000)) {
      log(`taking over a stale lock ${lockPath} (pid ${Number.isInteger(holder) ? holder : '?'} is gone)`);
      rmSync(lockPath, { force: true });
      continue;
    }
    const waitedSeconds = Math.round((Date.now() - startedAt) / 1000);
    if (Date.now() - lastNotice >= 30_000) {
      log(`another build (pid ${holder}) holds ${lockPath}; waiting… ${waitedSeconds}s`);
      lastNotice = Date.now();
    }
    await sleep(1000);
  }
}

let currentChild;

/** Runs a command, forwarding its output lines to stderr, with "still building… Ns" after 30 s of silence. */
function run(command, args, { cwd, label }) {
  return new Promise((resolvePromise, rejectPromise) => {
    const startedAt = Date.now();
    let lastOutputAt = Date.now();
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    currentChild = child;
    const forward = (chunk) => {
      lastOutputAt = Date.now();
      process.stderr.write(chunk);
    };
    child.stdout.on('data', forward);
    child.stderr.on('data', forward);
    const timer = setInterval(() => {
      if (Date.now() - lastOutputAt >= 30_000) {
        log(`still ${label}… ${Math.round((Date.now() - startedAt) / 1000)}s`);
        lastOutputAt = Date.now();
      }
    }, 5000);
    child.on('error', (error) => {
      clearInterval(timer);
      rejectPromise(error);
    });
    child.on('close', (code, signal) => {
      clearInterval(timer);
      currentChild = undefined;
      if (code === 0) resolvePromise();
      else rejectPromise(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

async function build({ bundlePath, commit, cacheDirectory, tools, jobs, keepBuildTree }) {
  const sourceDirectory = join(cacheDirectory, 'source');
  const buildDirectory = join(cacheDirectory, 'build');
  mkdirSync(cacheDirectory, { recursive: true });

  const sourceHead = existsSync(join(sourceDirectory, '.git'))
    ? spawnSync('git', ['-C', sourceDirectory, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).stdout?.trim()
    : undefined;
  if (sourceHead !== commit) {
    log(`cloning ${bundlePath} (${commit.slice(0, 12)})`);
    const partial = `${sourceDirectory}.partial`;
    rmSync(partial, { recursive: true, force: true });
    rmSync(sourceDirectory, { recursive: true, force: true });
    rmSync(buildDirectory, { recursive: true, force: true });
    await run('git', ['-c', 'advice.detachedHead=false', 'clone', '--quiet', bundlePath, partial], { label: 'cloning' });
    renameSync(partial, sourceDirectory);
  }

  const generator = tools.ninja !== undefined ? ['-G', 'Ninja'] : [];
  log(`configuring (${tools.cmake}; ${tools.compiler}${tools.ninja ? `; ninja ${tools.ninja}` : '; make'})`);
  await run('cmake', ['-S', sourceDirectory, '-B', buildDirectory, ...generator, ...cmakeFlags], { label: 'configuring' });
  log(`building the llama-server target with ${jobs} job(s); a cold build takes about 20 minutes on 2 cores`);
  await run('cmake', ['--build', buildDirectory, '--config', 'Release', '--target', 'llama-server', '--parallel', String(jobs)], { label: 'building' });

  const built = [join(buildDirectory, 'bin', 'llama-server'), join(buildDirectory, 'bin', 'Release', 'llama-server.exe'), join(buildDirectory, 'bin', 'llama-server.exe')].find(existsSync);
  if (built === undefined) throw new Error(`the build finished but ${join(buildDirectory, 'bin')} has no llama-server`);
  const binaryPath = llamaServerBinaryPath(cacheDirectory);
  mkdirSync(join(cacheDirectory, 'bin'), { recursive: true });
  copyFileSync(built, `${binaryPath}.partial`);
  chmodSync(`${binaryPath}.partial`, 0o755);
  renameSync(`${binaryPath}.partial`, binaryPath);

  // fails here, not in the tests, when the CPU lacks what the portable build assumes (AVX2 on x86_64)
  const check = spawnSync(binaryPath, ['--version'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`${binaryPath} --version failed (${check.signal ?? check.status}): ${check.stderr}`);
  const version = `${check.stdout}\n${check.stderr}`.split('\n').find((line) => line.startsWith('version:'))?.trim();

  if (!keepBuildTree) {
    rmSync(buildDirectory, { recursive: true, force: true });
    rmSync(sourceDirectory, { recursive: true, force: true });
  }
  return { binaryPath, version };
}

async function main() {
  const options = parseArguments(process.argv.slice(2));
  const { bundlePath, tag } = findLlamaCppBundle();
  const cacheDirectory = resolveLlamaServerCacheDirectory(tag);
  const binaryPath = llamaServerBinaryPath(cacheDirectory);
  const tools = checkPrerequisites(options);
  const commit = bundleCommit(bundlePath);

  if (!options.force && isCached(cacheDirectory, commit)) {
    log(`cached: ${tag} (${commit.slice(0, 12)})`);
    process.stdout.write(`${binaryPath}\n`);
    return;
  }

  mkdirSync(join(cacheDirectory, '..'), { recursive: true });
  const lockPath = `${cacheDirectory}.lock`;
  await acquireLock(lockPath);
  const releaseLock = () => {
    try {
      if (Number.parseInt(readFileSync(lockPath, 'utf8'), 10) === process.pid) unlinkSync(lockPath);
    } catch {
      // already gone
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      currentChild?.kill('SIGTERM');
      releaseLock();
      process.exit(128 + ({ SIGINT: 2, SIGTERM: 15, SIGHUP: 1 }[signal] ?? 0));
    });
  }
  try {
    // the build we waited for may have produced it
    if (!options.force && isCached(cacheDirectory, commit)) {
      log(`built meanwhile by another process: ${tag} (${commit.slice(0, 12)})`);
      process.stdout.write(`${binaryPath}\n`);
      return;
    }
    rmSync(join(cacheDirectory, 'build-info.json'), { force: true });
    const startedAt = Date.now();
    log(`building llama-server ${tag} (${commit.slice(0, 12)}) into ${cacheDirectory}`);
    let result;
    try {
      result = await build({ bundlePath, commit, cacheDirectory, tools, jobs: options.jobs, keepBuildTree: options.keepBuildTree });
    } catch (error) {
      // read by llama-server-location.mjs: the live tests fail (not skip) while the last build is broken
      const failure = { error: error instanceof Error ? error.message : String(error), tag, commit, failedAt: new Date().toISOString() };
      writeFileSync(join(cacheDirectory, 'build-failed.json'), `${JSON.stringify(failure, undefined, 2)}\n`);
      throw error;
    }
    rmSync(join(cacheDirectory, 'build-failed.json'), { force: true });
    const buildSeconds = Math.round((Date.now() - startedAt) / 1000);
    const info = {
      tag,
      commit,
      version: result.version,
      cmakeFlags,
      compiler: tools.compiler,
      cmake: tools.cmake,
      jobs: options.jobs,
      buildSeconds,
      sizeBytes: statSync(result.binaryPath).size,
      builtAt: new Date().toISOString(),
    };
    writeFileSync(join(cacheDirectory, 'build-info.json'), `${JSON.stringify(info, undefined, 2)}\n`);
    log(`built in ${buildSeconds}s: ${result.binaryPath} (${(info.sizeBytes / 1024 / 1024).toFixed(1)} MiB; ${result.version ?? 'version unknown'})`);
    process.stdout.write(`${result.binaryPath}\n`);
  } finally {
    releaseLock();
  }
}

main().catch((error) => fail(error instanceof Error ? error.message : String(error)));
