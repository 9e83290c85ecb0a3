#!/usr/bin/env node
// Builds the metnos CLI into plain JavaScript (see bin/build-cli-bundle.mjs); `pnpm --filter @metnos/assistant build`.
import { buildCliBundle } from '../bin/build-cli-bundle.mjs';

try {
  const { directory, ms } = await buildCliBundle();
  process.stderr.write(`metnos: built the CLI into ${directory} in ${ms.toFixed(0)} ms\n`);
} catch (error) {
  process.stderr.write(`metnos: cannot build the CLI: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
