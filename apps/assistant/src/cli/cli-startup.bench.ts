import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, bench, describe } from 'vitest';
import { buildCliBundle, findFreshBuild } from '../../bin/build-cli-bundle.mjs';

/*
 * Wall time of `metnos ask "what time is it"` (an L0 answer) as users run it — `node bin/metnos.mjs`, the built
 * JavaScript, a real SQLite file in a fresh XDG home, no LLM — against `node -e 0` measured in the same run, so
 * the headline is a ratio that does not depend on the machine's speed. The load average is printed with it, and so
 * is each process's own CPU time (user + system, reported by the process at exit), which other processes on a
 * busy machine do not inflate as much as they inflate wall time.
 */
const bin = fileURLToPath(new URL('../../bin/metnos.mjs', import.meta.url));
if (findFreshBuild() === undefined) await buildCliBundle();
const home = mkdtempSync(join(tmpdir(), 'metnos-bench-cli-'));
const env = { ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('METNOS_'))), HOME: home, XDG_CONFIG_HOME: join(home, 'config'), XDG_DATA_HOME: join(home, 'data'), METNOS_LLM_PROVIDER: 'none' };
// The first run writes runtime.toml and creates praxis.sqlite: what is measured is every later run.
execFileSync(process.execPath, [bin, 'ask', 'what time is it'], { env, stdio: 'ignore' });

// Preloaded into each measured process: writes its own CPU time to fd 3 when it exits.
const reportCpu = `--import=data:text/javascript,${encodeURIComponent("import{writeSync}from'node:fs';process.on('exit',()=>{const u=process.cpuUsage();writeSync(3,String((u.user+u.system)/1000))})")}`;
const samples: Record<'node' | 'metnos', { wall: number[]; cpu: number[] }> = { node: { wall: [], cpu: [] }, metnos: { wall: [], cpu: [] } };
const timed = (name: 'node' | 'metnos', args: string[]) => {
  const started = performance.now();
  const result = spawnSync(process.execPath, [reportCpu, ...args], { env, stdio: ['ignore', 'ignore', 'ignore', 'pipe'] });
  samples[name].wall.push(performance.now() - started);
  if (result.status !== 0) throw new Error(`${args.join(' ')} exited ${result.status}`);
  samples[name].cpu.push(Number(result.output[3]?.toString()));
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

afterAll(() => {
  const node = median(samples.node.wall);
  const metnos = median(samples.metnos.wall);
  const nodeCpu = median(samples.node.cpu);
  const metnosCpu = median(samples.metnos.cpu);
  const [one, five] = loadavg();
  console.log(
    `metnos ask "what time is it": median ${metnos.toFixed(0)} ms wall, ${metnosCpu.toFixed(0)} ms CPU (n=${samples.metnos.wall.length}) vs node -e 0 ${node.toFixed(0)} ms wall, ` +
      `${nodeCpu.toFixed(0)} ms CPU (n=${samples.node.wall.length}): ${(metnos / node).toFixed(2)}× node's start in wall time, ${(metnosCpu / nodeCpu).toFixed(2)}× in CPU time; ` +
      `${cpus().length} CPUs, load average ${one?.toFixed(2)} (1 min) ${five?.toFixed(2)} (5 min)`,
  );
});

describe('metnos CLI start-up (wall time of one process)', () => {
  bench('node -e 0 (anchor)', () => timed('node', ['-e', '0']), { time: 3000, iterations: 10 });
  bench('metnos ask "what time is it" (L0, built JavaScript)', () => timed('metnos', [bin, 'ask', 'what time is it']), { time: 3000, iterations: 10 });
});
