import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { detectLanguage } from '@metnos/lexicon';
import { createPraxisStore } from '@metnos/praxis-store';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultAssistantConfig } from '../settings/default-assistant-config';
import { createAdapters } from './create-adapters';

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
});
