#!/usr/bin/env node
// Runs the metnos CLI from source: workspace packages resolve to src/ (`@metnos/source`) and tsx loads TypeScript.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
// tsx is resolved from this package, so `metnos` works from any working directory.
const tsx = import.meta.resolve('tsx');
const result = spawnSync(process.execPath, ['--conditions=@metnos/source', '--import', tsx, cli, ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
