import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ToolManifest } from '@metnos/core';
import { createHashedEmbedder } from '@metnos/embedder';
import { createCanonicalMatcher } from '@metnos/fast-path';
import { detectLanguage } from '@metnos/lexicon';
import { createPraxisStore } from '@metnos/praxis-store';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultAssistantConfig } from '../settings/default-assistant-config';
import { createAdapters } from './create-adapters';
import { writeVersion7PraxisFile } from './__fixtures__/write-version-7-praxis-file';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'metnos-adapters-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('createAdapters', () => {
  it('should give the L1 and L2 rows of praxis.sqlite that kept no language the one the lexicon reads from their request, at the open', async () => {
    const vector = new Float32Array([1, 0, 0]);
    const written = createPraxisStore({ filename: join(dataDir, 'praxis.sqlite') });
    written.recordCanonicalQuery({ query: 'spostare pdf', tool: 'move_files', argsObserved: {}, embedderId: 'e', vector, request: 'sposta i pdf da Scaricati a Documenti' });
    written.recordMultiToolPath({
      canonicalQuery: 'download url send',
      signature: 's',
      steps: [{ tool: 'fetch', args: {} }, { tool: 'send', args: {} }],
      embedderId: 'e',
      vector,
      dayRank: 0,
      request: 'download the report and send it to Anna',
    });
    written.close();
    const { store } = await createAdapters({ config: defaultAssistantConfig(), dataDir, llm: null, integrityCheck: 'every-open' });
    try {
      expect(store.listCanonicalCandidates('e', 1).map((row) => row.language)).toEqual([detectLanguage('sposta i pdf da Scaricati a Documenti')]);
      expect(store.listMultiToolCandidates('e', 1).map((row) => row.language)).toEqual([detectLanguage('download the report and send it to Anna')]);
      expect(store.listCanonicalCandidates('e', 1)[0]?.language).toBe('it');
    } finally {
      store.close();
    }
  });

  it('should fill only a small batch of a version-7 praxis.sqlite at the open, and serve a row it left without a language from its request read in its own language', async () => {
    const embedder = createHashedEmbedder();
    // 250 rows taught before v8, then one more: an Italian reminder whose "3/4" is April 3rd (March 4th in English).
    const rows = [
      ...Array.from({ length: 250 }, (_, index) => ({ request: `trova il rapporto numero ${index}`, tool: 'find_files', args: { root: '~/' } })),
      { request: "ricordami il 3/4 di pagare l'affitto", tool: 'add_reminder', args: { date: '2027-04-03' } },
    ];
    await writeVersion7PraxisFile({ filename: join(dataDir, 'praxis.sqlite'), embedder, rows });
    const { store } = await createAdapters({ config: defaultAssistantConfig(), dataDir, embedder, llm: null, integrityCheck: 'every-open' });
    try {
      const languageOf = () => new Map(store.listCanonicalCandidates(embedder.id, 1).map((row) => [row.request, row.language]));
      // The open read the first 200 rows only; the reminder, the last row, keeps none.
      expect([...languageOf().values()].filter((language) => language !== undefined)).toHaveLength(200);
      expect(languageOf().get("ricordami il 3/4 di pagare l'affitto")).toBeUndefined();
      const manifests: ToolManifest[] = [
        { name: 'add_reminder', description: 'Adds a reminder.', inputSchema: { type: 'object', properties: { date: { type: 'string' } }, required: ['date'] } },
        { name: 'find_files', description: 'Finds files.', inputSchema: { type: 'object', properties: { root: { type: 'string' } }, required: ['root'] } },
      ];
      const matcher = createCanonicalMatcher({ embedder, store, minUses: 1, threshold: 0 });
      const clock = { now: new Date('2026-11-29T10:00:00Z'), timeZone: 'Europe/Rome' };
      // Served as before rows kept a language: the taught request's language is read from it (Italian: April 3rd),
      // so the asked "5/6" is June 5th.
      const asked = "ricordami il 5/6 di pagare l'affitto";
      expect(await matcher.match(asked, { manifests, ...clock, language: 'it' })).toMatchObject({ kind: 'hit', tool: 'add_reminder', args: { date: '2027-06-05' } });
      expect(languageOf().get("ricordami il 3/4 di pagare l'affitto")).toBeUndefined();
    } finally {
      store.close();
    }
  });
});
