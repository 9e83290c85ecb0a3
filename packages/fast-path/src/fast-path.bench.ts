import type { CanonicalQueryRecord, ToolManifest } from '@metnos/core';
import { bench, describe } from 'vitest';
import { MemoisedCanonicalQueryStore } from './__fixtures__/in-memory-stores';
import { createCanonicalMatcher } from './canonical/create-canonical-matcher';
import { matchLiteral } from './literal/match-literal';
import { createCandidateIndexCache } from './shared/candidate-index-cache';
import { createVectorIndex } from './shared/vector-index';

const clock = { now: new Date('2026-05-19T12:05:00Z'), timeZone: 'Europe/Rome' };
const manifests: ToolManifest[] = [
  {
    name: 'find_files',
    description: 'Finds files.',
    inputSchema: { type: 'object', properties: { root: { type: 'string' }, pattern: { type: 'string' } }, required: ['root'] },
  },
];

/** Deterministic pseudo-random unit vectors (xorshift), so every run benches the same data. */
function randomUnitVectors(count: number, dimension: number, seed: number): Float32Array[] {
  let state = seed >>> 0 || 1;
  const next = (): number => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) / 0xffffffff) * 2 - 1;
  };
  return Array.from({ length: count }, () => {
    const vector = new Float32Array(dimension);
    let norm = 0;
    for (let index = 0; index < dimension; index += 1) {
      vector[index] = next();
      norm += vector[index]! ** 2;
    }
    for (let index = 0; index < dimension; index += 1) vector[index]! /= Math.sqrt(norm);
    return vector;
  });
}

/** A store that memoises its list and returns a shallow copy per call, as @metnos/praxis-store does. */
function storeWith(count: number, dimension: number): { store: MemoisedCanonicalQueryStore; target: Float32Array } {
  const store = new MemoisedCanonicalQueryStore({ returns: 'shallow-copy' });
  const vectors = randomUnitVectors(count, dimension, count + dimension);
  vectors.forEach((vector, index) => {
    const row: CanonicalQueryRecord = {
      id: index + 1,
      query: index === 0 ? 'find pdf files in home' : `unrelated request ${index}`,
      tool: 'find_files',
      argsObserved: { root: '~/' },
      count: 3,
      embedderId: `bench-${dimension}`,
      vector,
    };
    store.rows.push(row);
  });
  return { store, target: vectors[0]! };
}

describe('L0 literal hit', () => {
  bench('matchLiteral("What\'s the time?")', () => {
    matchLiteral("What's the time?");
  });
  bench('matchLiteral("Che ore sono?")', () => {
    matchLiteral('Che ore sono?');
  });
  bench('matchLiteral miss ("find the pdf files in home")', () => {
    matchLiteral('find the pdf files in home');
  });
});

for (const dimension of [256, 1024]) {
  describe(`L1 hit excluding the embedding call, dimension ${dimension}`, () => {
    for (const count of [1_000, 10_000, 100_000]) {
      const { store, target } = storeWith(count, dimension);
      const embedder = { id: `bench-${dimension}`, dimension, embed: async (): Promise<Float32Array[]> => [target] };
      const matcher = createCanonicalMatcher({ embedder, store });
      bench(
        `${count.toLocaleString('en')} candidates: match() with a precomputed vector`,
        async () => {
          const result = await matcher.match('find pdf files in home', { manifests, vector: target, ...clock });
          if (result.kind !== 'hit') throw new Error(`expected a hit, got ${result.reason}`);
        },
        { setup: async () => void (await matcher.match('warm', { manifests, vector: target, ...clock })) },
      );
    }
  });
}

describe('index build (packing after the candidate list changed), dimension 256', () => {
  for (const count of [1_000, 10_000]) {
    const vectors = randomUnitVectors(count, 256, count);
    bench(`${count.toLocaleString('en')} rows: createVectorIndex`, () => {
      createVectorIndex(vectors, { dimension: 256 });
    });
  }
});

describe('candidate cache check per match on an unchanged store (list copy + identity check), dimension 256', () => {
  for (const count of [10_000, 100_000]) {
    const { store } = storeWith(count, 256);
    const cache = createCandidateIndexCache<CanonicalQueryRecord>({ dimension: 256 });
    cache.current(store.listCanonicalCandidates('bench-256', 3));
    bench(`${count.toLocaleString('en')} rows: listCanonicalCandidates + current()`, () => {
      cache.current(store.listCanonicalCandidates('bench-256', 3));
      if (cache.builds !== 1) throw new Error('the unchanged list was re-packed');
    });
  }
});

for (const dimension of [256, 1024]) {
  describe(`vector search alone, top 5, dimension ${dimension}: exact scan vs SIMD pre-scan + exact rescoring`, () => {
    for (const count of [1_000, 10_000, 100_000]) {
      const vectors = randomUnitVectors(count, dimension, count);
      const exact = createVectorIndex(vectors, { dimension, prescanFrom: Number.POSITIVE_INFINITY });
      const prescanned = createVectorIndex(vectors, { dimension, prescanFrom: 0 });
      const query = vectors[0]!;
      bench(`${count.toLocaleString('en')} rows: exact scan`, () => {
        exact.search(query, { k: 5 });
      });
      bench(`${count.toLocaleString('en')} rows: pre-scan`, () => {
        if (prescanned.search(query, { k: 5 })[0]?.index !== 0) throw new Error('wrong best row');
      });
    }
  });
}
