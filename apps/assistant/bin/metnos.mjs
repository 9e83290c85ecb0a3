#!/usr/bin/env node
// Runs the metnos CLI from source: workspace packages resolve to src/ (`@metnos/source`) and tsx loads TypeScript.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
// tsx is resolved from this package, so `metnos` works from any working directory.
const tsx = import.meta.resolve('tsx');
const child = spawn(process.execPath, ['--conditions=@metnos/source', '--import', tsx, cli, ...process.argv.slice(2)], {
  stdio: 'inherit',
});
// A signal sent to this wrapper alone (e.g. `kill <pid>` of `metnos serve`) reaches the CLI, which shuts down cleanly.
const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
for (const signal of signals) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  if (signal === null) process.exit(code ?? 1);
  // die of the same signal as the CLI did, once our forwarding handlers are gone
  for (const name of signals) process.removeAllListeners(name);
  process.kill(process.pid, signal);
});
