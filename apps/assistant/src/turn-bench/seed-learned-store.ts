// `pnpm --filter @metnos/assistant seed:learned-store <praxis.sqlite> [--rows 10000]`: a learned Praxis file for the
// start-up profile (scripts/profile-cli-startup.mjs): `--rows` L1 rows of synthetic requests answered by get_now (hashed
// embedder, the assistant's default) and one L2 path of two steps ("what time is it and what day is tomorrow"), recorded three
// times so it serves. Asserts nothing.
import { parseArgs } from 'node:util';
import { createHashedEmbedder } from '@metnos/embedder';
import { createMultiToolPathMatcher } from '@metnos/fast-path';
import { createPraxisStore } from '@metnos/praxis-store';
import { seedL1Rows } from './seed-l1-rows';

const { values, positionals } = parseArgs({ options: { rows: { type: 'string', default: '10000' } }, allowPositionals: true });
const filename = positionals[0];
if (filename === undefined) throw new Error('usage: seed-learned-store <praxis.sqlite> [--rows 10000]');
const embedder = createHashedEmbedder();
// Every row answers with get_now, which needs no folder or network: an L1 hit runs to the end.
await seedL1Rows({ filename, rows: Number(values.rows), embedder, tool: 'get_now', args: {} });
const store = createPraxisStore({ filename });
const paths = createMultiToolPathMatcher({ embedder, store, activeDays: store });
const now = new Date();
for (let use = 0; use < 3; use += 1) {
  await paths.record({ query: 'what time is it and what day is tomorrow', steps: [{ tool: 'get_now', args: {} }, { tool: 'get_date', args: { offset_days: 1 } }], now, language: 'en' });
}
store.close();
