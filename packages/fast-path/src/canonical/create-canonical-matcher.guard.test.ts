import type { ToolManifest } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { BagOfWordsEmbedder } from '../__fixtures__/bag-of-words-embedder';
import { MemoryCanonicalQueryStore } from '../__fixtures__/in-memory-stores';
import { canonicalizeQuery } from '../shared/canonicalize-query';
import { createCanonicalMatcher, type CanonicalMatcherOptions } from './create-canonical-matcher';

const clock = { now: new Date('2026-05-19T12:05:00Z'), timeZone: 'Europe/Rome' };
const stringProperties = (...names: string[]) => Object.fromEntries(names.map((name) => [name, { type: 'string' }]));
const tool = (name: string, properties: Record<string, unknown>, required: string[] = []): ToolManifest => ({
  name,
  description: name,
  inputSchema: { type: 'object', properties, required } as ToolManifest['inputSchema'],
});
const manifests: ToolManifest[] = [
  tool('delete_files', stringProperties('root', 'pattern')),
  tool('find_files', stringProperties('root', 'pattern')),
  tool('move_files', stringProperties('source', 'destination')),
  tool('copy_files', stringProperties('source', 'destination')),
  tool('create_reminders', stringProperties('text', 'time', 'when')),
  tool('set_timers', { minutes: { type: 'integer' }, seconds: { type: 'integer' } }),
  tool('book_tables', { party_size: { type: 'integer' } }, ['party_size']),
  tool('send_messages', { to: { type: 'string', description: 'Recipient name' }, contact_id: { type: 'string' }, body: { type: 'string' } }),
  tool('search_documents', stringProperties('query')),
  tool('list_events', { date: { type: 'string', format: 'date' }, day: { type: 'string' }, version: { type: 'string' } }),
  tool('get_weather', stringProperties('day')),
  tool('find_emails', stringProperties('from', 'folder')),
  tool('convert_currencies', { amount: { type: 'number' }, from: { type: 'string', description: 'Source currency code' }, to: { type: 'string', description: 'Target currency code' } }),
];

/** A matcher over an embedder blind to `blindTo` (cosine 1 between the requests), the rows recorded 3 times. */
async function taught(
  rows: Array<{ query: string; tool: string; args: Record<string, unknown> }>,
  { blindTo = [], ...options }: { blindTo?: string[] } & Partial<CanonicalMatcherOptions> = {},
) {
  const matcher = createCanonicalMatcher({ embedder: new BagOfWordsEmbedder({ blindTo }), store: new MemoryCanonicalQueryStore(), ...options });
  for (const row of rows) for (let pass = 0; pass < 3; pass += 1) await matcher.record(row);
  return (query: string) => matcher.match(query, { manifests, ...clock });
}

describe('createCanonicalMatcher', () => {
  it('should never serve the opposite action, even at cosine 1 (delete/list, elimina/elenca, move/copy, cancella/aggiungi)', async () => {
    const pairs: Array<[string, string, string, string]> = [
      ['delete all the pdf and docx files in the downloads folder', 'list all the pdf and docx files in the downloads folder', 'delete_files', 'list'],
      ['elimina i pdf in ~/Scaricati', 'elenca i pdf in ~/Scaricati', 'delete_files', 'elenca'],
      ['move the report to ~/Archive', 'copy the report to ~/Archive', 'move_files', 'copy'],
      ['cancella la riunione di domani', 'aggiungi la riunione di domani', 'create_reminders', 'aggiungi'],
    ];
    for (const [query, opposite, toolName, verb] of pairs) {
      const blind = ['delete', 'list', 'elimina', 'elenca', 'move', 'copy', 'cancella', 'aggiungi'];
      const match = await taught([{ query, tool: toolName, args: {} }], { blindTo: blind });
      const result = await match(opposite);
      expect(result, verb).toMatchObject({ kind: 'miss', reason: 'action_differs' });
      expect(result.kind === 'miss' ? result.bestScore : 0).toBeCloseTo(1, 5);
      expect(await match(query)).toMatchObject({ kind: 'hit', tool: toolName });
    }
  });

  it('should use the injected action reader', async () => {
    const match = await taught([{ query: 'delete the pdf files', tool: 'delete_files', args: {} }], {
      blindTo: ['delete', 'list'],
      readAction: () => 'same',
    });
    expect(await match('list the pdf files')).toMatchObject({ kind: 'hit' });
  });

  it('should answer "at 6pm" with 6pm, or miss, after rows taught "at 5pm"', async () => {
    const spoken = await taught([{ query: 'remind me to call mom next week at 5pm', tool: 'create_reminders', args: { text: 'call mom', time: '5pm' } }], { blindTo: ['5pm', '6pm'] });
    expect(await spoken('remind me to call mom next week at 6pm')).toMatchObject({ kind: 'hit', args: { text: 'call mom', time: '6pm' }, sources: { time: 'rule' } });
    const converted = await taught([{ query: 'remind me to call mom next week at 5pm', tool: 'create_reminders', args: { when: '2026-05-26T17:00' } }], { blindTo: ['5pm', '6pm'] });
    expect(await converted('remind me to call mom next week at 6pm')).toMatchObject({ kind: 'miss', reason: 'values_differ' });
  });

  it('should never serve the 10-minute value to "set a timer for 20 minutes" (20 minutes in the unit the plan used)', async () => {
    const minutes = await taught([{ query: 'set a timer for 10 minutes', tool: 'set_timers', args: { minutes: 10 } }], { blindTo: ['10', '20'] });
    expect(await minutes('set a timer for 20 minutes')).toMatchObject({ kind: 'hit', args: { minutes: 20 } });
    const seconds = await taught([{ query: 'set a timer for 10 minutes', tool: 'set_timers', args: { seconds: 600 } }], { blindTo: ['10', '20'] });
    expect(await seconds('set a timer for 20 minutes')).toMatchObject({ kind: 'hit', args: { seconds: 1200 } });
  });

  it('should never serve "uno" to "tavolo per sei"', async () => {
    const match = await taught([{ query: 'prenota un tavolo per uno', tool: 'book_tables', args: { party_size: 1 } }], { blindTo: ['uno', 'sei'] });
    // "uno" is also an article: the frame reads no number there, so the row's 1 cannot be bound and "per sei" misses.
    expect(await match('prenota un tavolo per sei')).toMatchObject({ kind: 'miss' });
    const derived = await taught([{ query: 'prenota un tavolo per uno', tool: 'book_tables', args: { party_size: 2 } }], { blindTo: ['uno', 'sei'] });
    expect(await derived('prenota un tavolo per sei')).toMatchObject({ kind: 'miss' });
  });

  it('should compare proper names and quoted values', async () => {
    const byName = await taught([{ query: 'write to Anna that I am late', tool: 'send_messages', args: { contact_id: 'c-17', body: 'I am late' } }], { blindTo: ['anna', 'marco'] });
    expect(await byName('write to Marco that I am late')).toMatchObject({ kind: 'miss', reason: 'values_differ' });
    const quoted = await taught([{ query: 'search my documents for "annual report"', tool: 'search_documents', args: { query: 'annual report' } }], { blindTo: ['annual', 'report', 'budget'] });
    expect(await quoted('search my documents for "budget"')).toMatchObject({ kind: 'hit', args: { query: 'budget' } });
    const constant = await taught([{ query: 'search my documents for "annual report"', tool: 'search_documents', args: { query: 'type:report' } }], { blindTo: ['annual', 'report', 'budget'] });
    // "type:report" shares the word "report" with the request: replayed only while that word stays.
    expect(await constant('search my documents for "budget"')).toMatchObject({ kind: 'miss', reason: 'values_differ' });
    expect(await constant('search my documents for "annual report"')).toMatchObject({ kind: 'hit', args: { query: 'type:report' } });
  });

  it('should serve exact repeats whose values hold punctuation', async () => {
    for (const [query, args] of [
      ['what is on 12/26/2018', { date: '2018-12-26' }],
      ['events of Oct. 17', { day: 'Oct. 17' }],
      ['release notes of version 2.0', { version: '2.0' }],
      ['eventi del 21 agosto , 2035', { date: '2035-08-21' }],
    ] as const) {
      const match = await taught([{ query, tool: 'list_events', args }]);
      expect(await match(query), query).toMatchObject({ kind: 'hit', args });
    }
  });

  it('should serve exact repeats of rows that kept only their lemma form', async () => {
    const embedder = new BagOfWordsEmbedder();
    const store = new MemoryCanonicalQueryStore();
    const matcher = createCanonicalMatcher({ embedder, store });
    for (const [query, args] of [['what is on 12/26/2018', { date: '2018-12-26' }], ['eventi del 21 agosto , 2035', { date: '2035-08-21' }]] as const) {
      const canonical = canonicalizeQuery(query);
      for (let pass = 0; pass < 3; pass += 1) {
        store.recordCanonicalQuery({ query: canonical, tool: 'list_events', argsObserved: args, embedderId: embedder.id, vector: embedder.embedSync(canonical) });
      }
      expect(await matcher.match(query, { manifests, ...clock }), query).toMatchObject({ kind: 'hit', args });
    }
  });

  it('should miss when a word outside the replayed values differs: a direction, a recurrence, a folder, a currency, a verb outside the vocabulary', async () => {
    const blindTo = ['from', 'to', 'every', 'ogni', 'inbox', 'trash', 'cestino', 'posta', 'arrivo', 'euros', 'pounds', 'compress', 'extract', '100', '250'];
    const emails = await taught([{ query: 'find the emails from Paolo in the inbox', tool: 'find_emails', args: { from: 'Paolo', folder: 'inbox' } }], { blindTo });
    expect(await emails('find the emails to Paolo in the inbox')).toMatchObject({ kind: 'miss', reason: 'values_differ' });
    // "inbox" is a word of the request: a replayed slot that misses (unreadable) when it changes.
    expect(await emails('find the emails from Paolo in the trash')).toMatchObject({ kind: 'miss' });
    expect(await emails('Please find the emails from Paolo in the inbox.')).toMatchObject({ kind: 'hit', args: { from: 'Paolo', folder: 'inbox' } });
    const reminder = await taught([{ query: 'ricordami di chiamare la mamma lunedì', tool: 'create_reminders', args: { text: 'chiamare la mamma', when: 'lunedì' } }], { blindTo });
    expect(await reminder('ricordami di chiamare la mamma ogni lunedì')).toMatchObject({ kind: 'miss', reason: 'values_differ' });
    const currency = await taught([{ query: 'convert 100 dollars to euros', tool: 'convert_currencies', args: { amount: 100, from: 'USD', to: 'EUR' } }], { blindTo });
    expect(await currency('convert 100 dollars to pounds')).toMatchObject({ kind: 'miss', reason: 'values_differ' });
    expect(await currency('convert 250 dollars to euros')).toMatchObject({ kind: 'hit', args: { amount: 250, from: 'USD', to: 'EUR' } });
    const files = await taught([{ query: 'compress the logs folder', tool: 'move_files', args: { source: '~/logs' } }], { blindTo });
    expect(await files('extract the logs folder')).toMatchObject({ kind: 'miss', reason: 'values_differ' });
  });

  it('should serve only the arguments the row had, plus the required ones', async () => {
    const match = await taught([{ query: 'set a timer for 10 minutes', tool: 'set_timers', args: { minutes: 10 } }], { blindTo: ['10', '20'] });
    const result = await match('set a timer for 20 minutes');
    expect(result).toMatchObject({ kind: 'hit', args: { minutes: 20 } });
    expect(result.kind === 'hit' ? result.args : undefined).toEqual({ minutes: 20 });
    const table = await taught([{ query: 'book a table at Gino tomorrow', tool: 'book_tables', args: { party_size: 2 } }]);
    // party_size is required: the row's constant stands only while the request's words are the same.
    expect(await table('book a table at Gino tomorrow')).toMatchObject({ kind: 'hit', args: { party_size: 2 } });
  });

  it('should keep an absolute date the planner gave on an exact repeat, and renew a clock-relative one', async () => {
    const absolute = await taught([{ query: 'what happened on 4 July 1776?', tool: 'list_events', args: { date: '1776-07-04' } }]);
    expect(await absolute('what happened on 4 July 1776?')).toMatchObject({ kind: 'hit', args: { date: '1776-07-04' } });
    const relative = await taught([{ query: 'what is on my calendar today', tool: 'list_events', args: { date: '2026-05-10' } }]);
    expect(await relative('what is on my calendar today')).toMatchObject({ kind: 'hit', args: { date: '2026-05-19' } });
  });

  it('should not read "on" or "su" as a switch', async () => {
    const match = await taught([{ query: 'rain Saturday?', tool: 'get_weather', args: { day: 'Saturday' } }], { threshold: 0.5 });
    expect(await match('will it rain on Saturday')).toMatchObject({ kind: 'hit', args: { day: 'Saturday' } });
  });

  it('should keep a recipient named `to` on an exact repeat that names a time window', async () => {
    const query = 'message Bob today that the report is ready';
    const match = await taught([{ query, tool: 'send_messages', args: { to: 'Bob', body: 'the report is ready' } }]);
    expect(await match(query)).toMatchObject({ kind: 'hit', args: { to: 'Bob', body: 'the report is ready' } });
  });
});
