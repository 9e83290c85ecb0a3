// `pnpm bench:first-lookup [--rows 10000,100000] [--runs 3] [--dir <folder>]`: L1's first lookup in a fresh
// process over a real Praxis file, from the saved HNSW index (opened in place; also timed by phase in processes of
// their own) and from the log (every row read), with anchors measured in the same run: `node -e 0` and hnswlib-node
// alone (`readIndex` of the same graph, then one search). The store and its saved index are built once per row
// count in `--dir` (default: the OS temp folder) and reused by later runs. The children get the date rules' cues
// worked out by this parent (args-extractor's `temporalRuleCueTable`, handed over with `provideTemporalRuleCues`), as
// the built CLI gets them from its build; the phases are also timed without them (each rule's cues read from its
// pattern on the first request, as in a checkout run from source). Prints Markdown tables (figures for the READMEs);
// asserts nothing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { ToolManifest } from '@metnos/core';
import { createHashedEmbedder } from '@metnos/embedder';
import { readRequest } from '@metnos/args-extractor';
import { provideTemporalRuleCues, temporalRuleCueTable } from '@metnos/args-extractor/internal';
import { canonicalizeQuery, createCanonicalMatcher, loadHnswIndexFactory } from '@metnos/fast-path';
import { createPraxisStore } from '@metnos/praxis-store';
import { benchSyntheticRequest } from './bench-synthetic-request';
import { seedL1Rows } from './seed-l1-rows';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '10000,100000' },
    runs: { type: 'string', default: '3' },
    dir: { type: 'string', default: join(tmpdir(), 'metnos-first-lookup-bench') },
    child: { type: 'string' },
    store: { type: 'string' },
    /** The date rules' cue table (JSON) a child hands args-extractor before its first request. */
    cues: { type: 'string' },
    /** Leave out the fresh processes that read the whole log (17 s and more at 100k rows on a loaded machine). */
    'skip-log': { type: 'boolean', default: false },
  },
});

const manifests: ToolManifest[] = [
  {
    name: 'find_files',
    description: 'Finds files.',
    inputSchema: { type: 'object', properties: { root: { type: 'string' } }, required: ['root'] },
  },
];
const clock = { now: new Date('2026-05-19T12:05:00Z'), timeZone: 'Europe/Rome' };
const requestOf = benchSyntheticRequest;
/** The first lookup's request: one no row answers (a miss). */
const missRequest = 'water the plants on the balcony';
const embedder = createHashedEmbedder();
const indexPath = (store: string) => `${store}.l1-${embedder.id}.hnsw`;
const matcherFor = (filename: string, saved: boolean) => {
  const store = createPraxisStore({ filename });
  return createCanonicalMatcher({
    embedder,
    store,
    ...(saved ? { approximateIndex: loadHnswIndexFactory, approximateFrom: 5_000, savedIndex: { path: indexPath(filename) } } : {}),
  });
};

if (values.child !== undefined) {
  await runChild(values.child, values.store!);
} else {
  await runParent();
}

/** One measurement in this fresh process; prints one JSON line. */
async function runChild(mode: string, filename: string): Promise<void> {
  if (values.cues !== undefined) provideTemporalRuleCues(JSON.parse(readFileSync(values.cues, 'utf8')) as Parameters<typeof provideTemporalRuleCues>[0]);
  const started = performance.now();
  if (mode === 'hnswlib') {
    const { default: hnswlib } = (await import('hnswlib-node')) as unknown as { default: { HierarchicalNSW: new (space: string, dimension: number) => { readIndexSync(path: string): void; setEf(ef: number): void; searchKnn(query: number[], k: number): unknown } } };
    const graph = new hnswlib.HierarchicalNSW('cosine', embedder.dimension);
    graph.readIndexSync(indexPath(filename));
    graph.setEf(64);
    const query = Array.from(await embedder.embed([canonicalizeQuery(requestOf(7))]).then((vectors) => vectors[0]!));
    graph.searchKnn(query, 64);
    const first = performance.now() - started;
    const steadyStart = performance.now();
    for (let index = 0; index < 200; index += 1) graph.searchKnn(query, 64);
    const steady = (performance.now() - steadyStart) / 200;
    // The median of single searches over the same requests the lookups below are timed on (as they are): the misses'
    // vectors, and the hits' (a stored request's vector sits among its neighbours: the graph walks further for it).
    const positions = Array.from({ length: 100 }, (_, position) => (position * 997) % 9_000);
    const others = await embedder.embed(positions.map((index) => canonicalizeQuery(`${requestOf(index)} tomorrow morning at the lake`)));
    const stored = await embedder.embed(positions.map((index) => canonicalizeQuery(requestOf(index))));
    const single: Record<'hit' | 'miss', number[]> = { hit: [], miss: [] };
    for (let pass = 0; pass < 5; pass += 1) {
      for (let position = 0; position < positions.length; position += 1) {
        for (const [kind, vector] of [['hit', stored[position]!], ['miss', others[position]!]] as const) {
          const begin = performance.now();
          graph.searchKnn(Array.from(vector), 64);
          if (pass > 0) single[kind].push(performance.now() - begin);
        }
      }
    }
    // The misses' vectors alone, in a row: L1 searches only for them (a request of a known lemma form is answered
    // without a search), so no search of a nearby stored request warms the graph's pages before each.
    const alone: number[] = [];
    for (let pass = 0; pass < 5; pass += 1) {
      for (const vector of others) {
        const begin = performance.now();
        graph.searchKnn(Array.from(vector), 64);
        if (pass > 0) alone.push(performance.now() - begin);
      }
    }
    console.log(JSON.stringify({ first, steady, steadyMedian: medianOf(single.miss), steadyHitMedian: medianOf(single.hit), steadyMissAloneMedian: medianOf(alone) }));
    return;
  }
  if (mode === 'phases') {
    // The first lookup of `saved`, its phases timed apart in this fresh process: the lemma form first (L1 embeds
    // it), then `match` given its vector (sync with the log, the in-place search, the proposed rows read back).
    const matcher = matcherFor(filename, true);
    const opened = performance.now();
    const canonical = canonicalizeQuery(missRequest);
    const lemma = performance.now();
    const vector = (await embedder.embed([canonical]))[0]!;
    const embedded = performance.now();
    const miss = await matcher.match(missRequest, { manifests, vector, ...clock });
    const searched = performance.now();
    if (miss.kind !== 'miss' || !matcher.fromSavedIndex) throw new Error(`expected a miss from the saved index, got ${JSON.stringify(miss)}`);
    console.log(JSON.stringify({ open: opened - started, lemma: lemma - opened, embed: embedded - lemma, search: searched - embedded, total: searched - started }));
    return;
  }
  const matcher = matcherFor(filename, mode === 'saved');
  const ask = (index: number) => matcher.match(requestOf(index), { manifests, ...clock });
  const opened = performance.now() - started;
  // The first lookup: a request no row answers (sync, embedding, search); then the first hit (plus the replay).
  const miss = await matcher.match(missRequest, { manifests, ...clock });
  const first = performance.now() - started;
  if (miss.kind !== 'miss') throw new Error(`expected a miss, got ${JSON.stringify(miss)}`);
  const hitStarted = performance.now();
  const hit = await ask(7);
  const firstHit = performance.now() - hitStarted;
  if (hit.kind !== 'hit') throw new Error(`expected a hit for "${requestOf(7)}", got ${JSON.stringify(hit)}`);
  // Steady lookups: hits on stored requests and misses on unseen ones, interleaved.
  const time = async (indexes: number[], unseen: boolean) => {
    const begin = performance.now();
    for (const index of indexes) await (unseen ? matcher.match(`${requestOf(index)} tomorrow morning at the lake`, { manifests, ...clock }) : ask(index));
    return (performance.now() - begin) / indexes.length;
  };
  const indexes = Array.from({ length: 100 }, (_, position) => (position * 997) % 9_000);
  await time(indexes.slice(0, 10), false);
  // With the saved index: the steady state is after its background load (a server after its second search; a
  // request of a known lemma form is answered without one, so misses are asked meanwhile).
  for (let wait = 0; mode === 'saved' && !matcher.savedIndexLoaded && wait < 600; wait += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    await matcher.match(`${requestOf(wait % 100)} tomorrow morning at the lake`, { manifests, ...clock });
  }
  const steadyHit = await time(indexes, false);
  const steadyMiss = await time(indexes, true);
  // The lookup given the turn's reading: the cascade embeds the request and reads its frame once per turn and
  // hands both to L1 (as to L2 and the replay), so these figures are L1's own work beside hnswlib's search.
  const readings = await Promise.all(
    indexes.flatMap((index) => [requestOf(index), `${requestOf(index)} tomorrow morning at the lake`]).map(async (text) => {
      const canonical = canonicalizeQuery(text);
      const vector = await embedder.embed([canonical]).then((vectors) => vectors[0]!);
      const frame = readRequest(text, { now: clock.now, timeZone: clock.timeZone, language: 'en' });
      return { text, canonical, vector, frame };
    }),
  );
  // Hits and misses interleaved, each timed alone; the median per lookup (a loaded machine's pauses fall outside it).
  const given: Record<'hit' | 'miss', number[]> = { hit: [], miss: [] };
  const lookUp = ({ text, canonical, vector, frame }: (typeof readings)[number]) => matcher.match(text, { manifests, vector, canonical, readFrame: () => frame, language: 'en', ...clock });
  for (let pass = 0; pass < 5; pass += 1) {
    for (const reading of readings) {
      const begin = performance.now();
      const result = await lookUp(reading);
      if (pass > 0) given[result.kind].push(performance.now() - begin);
    }
  }
  if (given.hit.length !== given.miss.length) throw new Error(`expected as many hits as misses, got ${given.hit.length} / ${given.miss.length}`);
  // The misses alone, in a row (as hnswlib's anchor searches them alone).
  const alone: number[] = [];
  for (let pass = 0; pass < 5; pass += 1) {
    for (const reading of readings.filter((_, position) => position % 2 === 1)) {
      const begin = performance.now();
      const result = await lookUp(reading);
      if (result.kind !== 'miss') throw new Error(`expected a miss for "${reading.text}"`);
      if (pass > 0) alone.push(performance.now() - begin);
    }
  }
  const givenHit = medianOf(given.hit);
  const givenMiss = medianOf(given.miss);
  console.log(JSON.stringify({ opened, first, firstHit, steadyHit, steadyMiss, givenHit, givenMiss, givenMissAlone: medianOf(alone), fromSavedIndex: Number(matcher.fromSavedIndex), loaded: Number(matcher.savedIndexLoaded) }));
}

async function runParent(): Promise<void> {
  const rowCounts = values.rows.split(',').map(Number);
  const runs = Number(values.runs);
  mkdirSync(values.dir, { recursive: true });
  const self = fileURLToPath(import.meta.url);
  const cues = join(values.dir, 'temporal-rule-cues.json');
  writeFileSync(cues, JSON.stringify(temporalRuleCueTable()));
  const child = (mode: string, filename: string, withCues = true): Record<string, number> => {
    const result = spawnSync(process.execPath, [...process.execArgv, self, '--child', mode, '--store', filename, ...(withCues ? ['--cues', cues] : [])], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`child ${mode} failed: ${result.stderr}`);
    return JSON.parse(result.stdout.trim().split('\n').at(-1)!) as Record<string, number>;
  };
  const nodeAnchor = () => {
    const begin = performance.now();
    spawnSync(process.execPath, ['-e', '0']);
    return performance.now() - begin;
  };
  const median = (numbers: number[]) => [...numbers].sort((left, right) => left - right)[Math.floor(numbers.length / 2)]!;
  const lines: string[] = [];
  const phaseLines: string[] = [];
  const goalLines: string[] = [];
  const loadBefore = loadavg()[0]!;
  for (const rows of rowCounts) {
    const filename = join(values.dir, `praxis-${rows}.sqlite`);
    if (!existsSync(filename)) await seed(filename, rows);
    if (!existsSync(indexPath(filename))) {
      const begin = performance.now();
      const saved = await matcherFor(filename, true).saveIndex();
      console.error(`built and saved the index of ${rows} rows in ${((performance.now() - begin) / 1000).toFixed(1)} s (${saved})`);
    }
    const samples: Record<string, Array<Record<string, number>>> = { saved: [], log: [], hnswlib: [], node: [], phases: [], phasesReadingCues: [] };
    for (let run = 0; run < runs; run += 1) {
      samples.node!.push({ first: nodeAnchor() });
      samples.hnswlib!.push(child('hnswlib', filename));
      samples.saved!.push(child('saved', filename));
      samples.phases!.push(child('phases', filename));
      samples.phasesReadingCues!.push(child('phases', filename, false));
      if (!values['skip-log']) samples.log!.push(child('log', filename));
    }
    const of = (mode: string, field: string) => (samples[mode]!.length === 0 ? Number.NaN : median(samples[mode]!.map((sample) => sample[field]!)));
    const node = of('node', 'first');
    const hnswSteady = of('hnswlib', 'steady');
    const hnswMedian = of('hnswlib', 'steadyMedian');
    const hnswHitMedian = of('hnswlib', 'steadyHitMedian');
    if (of('saved', 'fromSavedIndex') !== 1) throw new Error('the saved index was not used');
    const hnswMissAlone = of('hnswlib', 'steadyMissAloneMedian');
    goalLines.push(
      `| ${rows.toLocaleString('en')} | ${of('saved', 'givenHit').toFixed(3)} / ${of('saved', 'givenMiss').toFixed(3)} ms | **${(of('saved', 'givenHit') / of('saved', 'givenMiss')).toFixed(2)}×** | ` +
        `${of('saved', 'givenMissAlone').toFixed(3)} ms | ${hnswMissAlone.toFixed(3)} ms | **${(of('saved', 'givenMissAlone') / hnswMissAlone).toFixed(2)}×** | ` +
        `${hnswMedian.toFixed(3)} / ${hnswHitMedian.toFixed(3)} ms | ${(of('saved', 'givenMiss') / hnswMedian).toFixed(2)}× / ${(of('saved', 'givenHit') / hnswMedian).toFixed(2)}× |`,
    );
    for (const [mode, cuesRead] of [['phases', 'build-time table'], ['phasesReadingCues', 'read from the patterns']] as const) {
      phaseLines.push(
        `| ${rows.toLocaleString('en')} | ${cuesRead} | ${of(mode, 'total').toFixed(1)} ms | ${['open', 'lemma', 'embed', 'search'].map((phase) => `${of(mode, phase).toFixed(1)} ms (${((100 * of(mode, phase)) / of(mode, 'total')).toFixed(0)}%)`).join(' | ')} |`,
      );
    }
    lines.push(
      `| ${rows.toLocaleString('en')} | ${of('saved', 'first').toFixed(1)} ms (open ${of('saved', 'opened').toFixed(1)}; then first hit ${of('saved', 'firstHit').toFixed(0)} ms) | ${of('log', 'first').toFixed(0)} ms | ${of('hnswlib', 'first').toFixed(0)} ms | ${node.toFixed(0)} ms | ` +
        `${of('saved', 'steadyHit').toFixed(2)} / ${of('saved', 'steadyMiss').toFixed(2)} ms (${(of('saved', 'steadyHit') / of('saved', 'steadyMiss')).toFixed(2)}×) | ` +
        `${of('log', 'steadyHit').toFixed(2)} / ${of('log', 'steadyMiss').toFixed(2)} ms | ${hnswSteady.toFixed(3)} ms | ` +
        `${of('saved', 'givenHit').toFixed(3)} / ${of('saved', 'givenMiss').toFixed(3)} ms | ${hnswMedian.toFixed(3)} ms | ${(of('saved', 'givenMiss') / hnswMedian).toFixed(2)}× / ${(of('saved', 'givenHit') / hnswMedian).toFixed(2)}× | ${(of('saved', 'givenHit') / of('saved', 'givenMiss')).toFixed(2)}× | ${hnswHitMedian.toFixed(3)} ms (${(hnswHitMedian / hnswMedian).toFixed(2)}× its miss) |`,
    );
  }
  console.log(`Load average ${loadBefore.toFixed(2)} → ${loadavg()[0]!.toFixed(2)} on ${cpus().length} CPUs; medians of ${runs} fresh processes per cell; ${new Date().toISOString().slice(0, 10)}.\n`);
  console.log('| rows | first lookup (a miss: open, sync, embed, search), saved index | first lookup, reading the log | anchor: hnswlib-node readIndex + 1 search | anchor: `node -e 0` wall | steady hit / miss, saved index (hit ÷ miss) | steady hit / miss, from the log | anchor: hnswlib-node search alone | steady hit / miss given the turn\'s reading (vector + frame), median per lookup | anchor: hnswlib-node search alone, median per search | miss / hit given the reading ÷ hnswlib alone | hit ÷ miss, given the reading | anchor: hnswlib-node search alone on the hits\' vectors, median per search |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const line of lines) console.log(line);
  console.log('\nGoal 3 (steady L1 given the turn\'s reading: its vector, lemma form and frame; medians per lookup). hnswlib-node alone searches the same vectors with what L1 asks of it (64 neighbours, ef 64): the misses\' alone, in a row, as L1 searches only for misses (a request of a known lemma form is answered without a search); and interleaved with the hits\' vectors, as the lookups are timed, where each miss follows a search of a nearby stored request:\n');
  console.log('| rows | L1 hit / miss, interleaved | hit ÷ miss | L1 miss, misses alone | anchor: hnswlib-node alone, misses alone | L1 miss ÷ hnswlib, alone | anchor: hnswlib-node alone interleaved, miss / hit vectors | L1 miss / hit ÷ hnswlib interleaved miss |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const line of goalLines) console.log(line);
  console.log('\nThe first lookup from the saved index by phase (its own fresh processes; medians per column, so the phases need not add up to the total):\n');
  console.log('| rows | date rules\' cues | first lookup (phases timed apart) | open the store and the matcher | lemma form (`canonicalizeQuery`: the date and value readers\' first run) | embedding | `match` given the vector: sync, in-place search, proposed rows read |');
  console.log('|---|---|---|---|---|---|---|');
  for (const line of phaseLines) console.log(line);
}

function medianOf(numbers: readonly number[]): number {
  return [...numbers].sort((left, right) => left - right)[Math.floor(numbers.length / 2)] ?? Number.NaN;
}

/** Writes `rows` L1 rows (count 3) of distinct synthetic requests into a new Praxis file. */
async function seed(filename: string, rows: number): Promise<void> {
  await seedL1Rows({ filename, rows, embedder });
}
