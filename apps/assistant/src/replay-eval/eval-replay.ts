import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { renderReplayEval } from './render-replay-eval';
import { replayEvalConfigurations } from './replay-eval-configuration';
import { replayEvalTimeZone } from './replay-eval-days';
import type { ConfigurationResult } from './replay-eval-result';
import { replayFamilies } from './replay-families';
import { runReplayEval } from './run-replay-eval';

// `pnpm eval:replay [--out report.md] [--only default|"L2 on"|"L1 taught"] [--misses] [--family id,id]`
// `--family` teaches and probes only those families (for iterating; the eval's figures are of every family).
// The expected plans' local date-times are Europe/Rome times: the whole run is in that zone.
process.env.TZ = replayEvalTimeZone;
const { values } = parseArgs({ options: { out: { type: 'string' }, only: { type: 'string' }, misses: { type: 'boolean' }, family: { type: 'string' } } });
const configurations = replayEvalConfigurations.filter((configuration) => values.only === undefined || configuration.name === values.only);
if (configurations.length === 0) {
  console.error(`--only must be one of ${replayEvalConfigurations.map((configuration) => `"${configuration.name}"`).join(', ')}`);
  process.exit(2);
}
const families = values.family === undefined ? replayFamilies : replayFamilies.filter((family) => values.family!.split(',').includes(family.id));
if (families.length === 0) {
  console.error(`--family must name families of ${replayFamilies.map((family) => family.id).join(', ')}`);
  process.exit(2);
}
const load = `load ${(loadavg()[0] ?? 0).toFixed(2)} on ${availableParallelism()} CPUs`;
const results: ConfigurationResult[] = [];
for (const configuration of configurations) {
  console.error(`${configuration.name}: teaching ${families.length} families, then ${families.reduce((sum, family) => sum + family.probes.length, 0)} probes…`);
  results.push(await runReplayEval({ families, configuration }));
}
const report = `${renderReplayEval(results, { misses: values.misses === true })}\n\n_${new Date().toISOString()}, ${load}_\n`;
console.log(report);
if (values.out !== undefined) writeFileSync(resolve(values.out), report);
