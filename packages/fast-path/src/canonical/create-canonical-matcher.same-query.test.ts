import type { CanonicalQueryStore, ToolManifest } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { BagOfWordsEmbedder } from '../__fixtures__/bag-of-words-embedder';
import { guardEvaluationCases } from '../__fixtures__/guard-evaluation-cases';
import { FeedCanonicalQueryStore } from '../__fixtures__/in-memory-stores';
import { canonicalizeQuery } from '../shared/canonicalize-query';
import { createCanonicalMatcher, type CanonicalMatch } from './create-canonical-matcher';

const clock = { now: new Date('2026-05-19T12:05:00Z'), timeZone: 'Europe/Rome' };

/** One manifest per tool of the evaluation set (string properties: the schema does not decide here). */
function manifestsOf(tools: Iterable<string>): ToolManifest[] {
  return [...new Set(tools)].map((name) => ({ name, description: name.replace('_', ' '), inputSchema: { type: 'object', properties: {} } as ToolManifest['inputSchema'] }));
}

/** What a caller sees of a match: the call, its sources and score, the row, the reason of a miss. */
function seen(match: CanonicalMatch): unknown {
  return match.kind === 'hit'
    ? { kind: 'hit', tool: match.tool, args: match.args, sources: match.sources, score: match.score, row: match.candidate.id }
    : { kind: 'miss', reason: match.reason, bestScore: match.bestScore, row: match.candidate?.id };
}

describe('createCanonicalMatcher', () => {
  it('should serve the same row, or refuse for the same reason, from the rows of the request\'s lemma form as from the vector search', async () => {
    const embedder = new BagOfWordsEmbedder();
    const store = new FeedCanonicalQueryStore();
    let sameQueryAnswers = 0;
    const listByQuery = store.listCanonicalCandidatesByQuery.bind(store);
    store.listCanonicalCandidatesByQuery = (embedderId, minUses, query) => {
      const rows = listByQuery(embedderId, minUses, query);
      if (rows.length > 0) sameQueryAnswers += 1;
      return rows;
    };
    // The same rows without the lookup by lemma form: every match searches.
    const searchOnly: CanonicalQueryStore = {
      recordCanonicalQuery: (input) => store.recordCanonicalQuery(input),
      listCanonicalCandidates: (embedderId, minUses) => store.listCanonicalCandidates(embedderId, minUses),
      listCanonicalCandidateChanges: (embedderId, minUses, cursor) => store.listCanonicalCandidateChanges(embedderId, minUses, cursor),
    };
    const teacher = createCanonicalMatcher({ embedder, store });
    const taught = new Map<string, (typeof guardEvaluationCases)[number]['stored']>();
    for (const { stored } of guardEvaluationCases) taught.set(`${stored.query}\u0000${stored.tool}`, stored);
    let position = 0;
    for (const stored of taught.values()) {
      position += 1;
      for (let pass = 0; pass < 3; pass += 1) await teacher.record({ query: stored.query, tool: stored.tool, args: { ...stored.args } });
      // Rows sharing a lemma form: a more observed one whose tool is gone (refused, the next one served), and one of
      // another tool observed as often but written later (the tie goes to the older row).
      if (position % 5 === 0) for (let pass = 0; pass < 4; pass += 1) await teacher.record({ query: stored.query, tool: 'retired_tool', args: {} });
      if (position % 7 === 0) for (let pass = 0; pass < 3; pass += 1) await teacher.record({ query: stored.query, tool: 'find_files', args: { root: '~/' } });
      // One observed too few times.
      if (position % 11 === 0) await teacher.record({ query: stored.query, tool: 'send_emails', args: {} });
    }
    const manifests = manifestsOf([...[...taught.values()].map((stored) => stored.tool), 'find_files']);
    const requests = [
      ...guardEvaluationCases.map(({ request, language }) => ({ request, language })),
      ...[...taught.values()].flatMap(({ query }) => [query, `${query.toUpperCase()}!`, `please ${query}`].map((request) => ({ request, language: undefined }))),
    ];
    for (const threshold of [0.95, 0]) {
      const withLemmaRows = createCanonicalMatcher({ embedder, store, threshold });
      const withSearchOnly = createCanonicalMatcher({ embedder, store: searchOnly, threshold });
      const differences: string[] = [];
      const before = sameQueryAnswers;
      let hits = 0;
      for (const { request, language } of requests) {
        const options = { manifests, ...clock, ...(language === undefined ? {} : { language }) };
        const exact = seen(await withLemmaRows.match(request, options));
        const searched = seen(await withSearchOnly.match(request, options));
        if (JSON.stringify(exact) !== JSON.stringify(searched)) differences.push(`${request}: ${JSON.stringify(exact)} / ${JSON.stringify(searched)}`);
        if ((searched as { kind: string }).kind === 'hit') hits += 1;
      }
      expect(differences).toEqual([]);
      // Not vacuous: most requests were in a taught lemma form, and many were served.
      expect(sameQueryAnswers - before).toBeGreaterThan(requests.length / 2);
      expect(hits).toBeGreaterThan(requests.length / 2);
    }
    // A refused row of the same lemma form gives way to the next one: the retired tool was never served.
    const repeated = [...taught.values()][4]!;
    expect(canonicalizeQuery(repeated.query)).not.toBe('');
    const served = await createCanonicalMatcher({ embedder, store }).match(repeated.query, { manifests, ...clock });
    expect(served).toMatchObject({ kind: 'hit', tool: repeated.tool });
  });
});
