#!/usr/bin/env node
// `metnos`: runs the CLI built to plain JavaScript (dist/, see build-cli-bundle.mjs) in this process. A missing or
// stale build (a source file changed since) is rebuilt first (about a second); if it cannot be built, the CLI
// runs from source through tsx, slower, saying why on stderr.
import { spawn } from 'node:child_process';
import { setFlagsFromString } from 'node:v8';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildCliBundle, findFreshBuild } from './build-cli-bundle.mjs';

// The date reader's ~80 patterns are large Unicode regular expressions: V8 compiles each to bytecode on its first
// run and again to machine code on its second (tier-up), and a turn runs them more than once. Compiling to machine
// code at once saves the first compile (README, "Start-up profile"); later runs are as fast.
setFlagsFromString('--no-regexp-tier-up');
let entry = findFreshBuild()?.entry;
let buildError;
if (entry === undefined) {
  try {
    entry = (await buildCliBundle()).entry;
  } catch (error) {
    buildError = error;
  }
}
if (entry !== undefined) {
  await import(pathToFileURL(entry).href);
} else {
  // esbuild lists its errors apart (the message's first line only counts them).
  const reason = buildError?.errors?.[0]?.text ?? (buildError instanceof Error ? buildError.message.split('\n')[0] : String(buildError));
  process.stderr.write(`metnos: cannot build the CLI into ${fileURLToPath(new URL('../dist/', import.meta.url))} (${reason}); running from source, slower\n`);
  runFromSource();
}

/** The CLI from TypeScript source: workspace packages resolve to src/ (`@metnos/source`) and tsx loads TypeScript. */
function runFromSource() {
  const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
  // tsx is resolved from this package, so `metnos` works from any working directory.
  const tsx = import.meta.resolve('tsx');
  const child = spawn(process.execPath, ['--conditions=@metnos/source', '--import', tsx, cli, ...process.argv.slice(2)], { stdio: 'inherit' });
  // A signal sent to this wrapper alone (e.g. `kill <pid>` of `metnos serve`) reaches the CLI, which shuts down cleanly.
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  for (const signal of signals) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => {
    if (signal === null) process.exit(code ?? 1);
    // die of the same signal as the CLI did, once our forwarding handlers are gone
    for (const name of signals) process.removeAllListeners(name);
    process.kill(process.pid, signal);
  });
}
