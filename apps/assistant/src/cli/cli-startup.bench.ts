import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, bench, describe } from 'vitest';
import { buildCliBundle, findFreshBuild } from '../../bin/build-cli-bundle.mjs';

/*
 * Wall time of `metnos ask "what time is it"` (an L0 answer) as users run it — `node bin/metnos.mjs`, the built
 * JavaScript, a real SQLite file in a fresh XDG home, no LLM — against `node -e 0` measured in the same run, so
 * the headline is a ratio that does not depend on the machine's speed. The load average is printed with it.
 */
const bin = fileURLToPath(new URL('../../bin/metnos.mjs', import.meta.url));
if (findFreshBuild() === undefined) await buildCliBundle();
const home = mkdtempSync(join(tmpdir(), 'metnos-bench-cli-'));
const env = { ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('METNOS_'))), HOME: home, XDG_CONFIG_HOME: join(home, 'config'), XDG_DATA_HOME: join(home, 'data'), METNOS_LLM_PROVIDER: 'none' };
// The first run writes runtime.toml and creates praxis.sqlite: what is measured is every later run.
execFileSync(process.execPath, [bin, 'ask', 'what time is it'], { env, stdio: 'ignore' });

const samples: Record<'node' | 'metnos', number[]> = { node: [], metnos: [] };
const timed = (name: 'node' | 'metnos', args: string[]) => {
  const started = performance.now();
  execFileSync(process.execPath, args, { env, stdio: 'ignore' });
  samples[name].push(performance.now() - started);
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

afterAll(() => {
  const node = median(samples.node);
  const metnos = median(samples.metnos);
  const [one, five] = loadavg();
  console.log(
    `metnos ask "what time is it": median ${metnos.toFixed(0)} ms wall (n=${samples.metnos.length}) vs node -e 0 ${node.toFixed(0)} ms (n=${samples.node.length}): ` +
      `${(metnos / node).toFixed(2)}× node's own start; ${cpus().length} CPUs, load average ${one?.toFixed(2)} (1 min) ${five?.toFixed(2)} (5 min)`,
  );
});

describe('metnos CLI start-up (wall time of one process)', () => {
  bench('node -e 0 (anchor)', () => timed('node', ['-e', '0']), { time: 3000, iterations: 10 });
  bench('metnos ask "what time is it" (L0, built JavaScript)', () => timed('metnos', [bin, 'ask', 'what time is it']), { time: 3000, iterations: 10 });
});
