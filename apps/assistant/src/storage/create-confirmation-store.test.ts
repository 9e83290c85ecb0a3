import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PendingPlan } from '../turn/pending-plan';
import { createConfirmationStore } from './create-confirmation-store';
import { openAssistantDatabase } from './open-assistant-database';

const plan: PendingPlan = {
  turnId: 't1',
  query: 'move the pdf files to the archive',
  language: 'en',
  layer: 'planner',
  framework: { steps: [{ tool: 'move_files', args: { paths: ['a.pdf'], destination: 'archive' } }], fillers: {}, final_message: '' },
  outcomes: [],
  approved: [{ index: 1, tool: 'move_files', argsHash: 'abc' }],
  steps: [],
};
const now = new Date('2026-05-19T10:30:00Z');
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('createConfirmationStore', () => {
  it('should give the plan of a token once, keeping only the hash of the token', () => {
    const database = openAssistantDatabase(mkdtempSync(join(tmpdir(), 'metnos-confirm-')));
    const store = createConfirmationStore(database);
    store.save('secret-token', plan, { now, expiresAt: later(600) });
    expect(JSON.stringify(database.prepare('SELECT * FROM pending_confirmations').all())).not.toContain('secret-token');
    expect(store.take('secret-token', later(10))).toEqual({ ok: true, plan });
    expect(store.take('secret-token', later(11))).toEqual({ ok: false, refusal: 'used', language: plan.language });
    expect(store.take('other-token', later(11))).toEqual({ ok: false, refusal: 'unknown' });
    expect(store.take('', later(11))).toEqual({ ok: false, refusal: 'unknown' });
    database.close();
  });

  it('should refuse an expired token, telling the language of its request', () => {
    const database = openAssistantDatabase(mkdtempSync(join(tmpdir(), 'metnos-confirm-')));
    const store = createConfirmationStore(database);
    store.save('t', { ...plan, query: 'sposta i pdf in archivio', language: 'it' }, { now, expiresAt: later(60) });
    expect(store.take('t', later(61))).toEqual({ ok: false, refusal: 'expired', language: 'it' });
    database.close();
  });

  describe('plans keep references, not content', () => {
    afterEach(() => {
      vi.useRealTimers();
    });
    const secret = 'IBAN IT60X0542811101000000123456';
    // A read -> send waiting for consent: the shown arguments and the read step's result carry the file's text.
    const withContent: PendingPlan = {
      ...plan,
      framework: {
        steps: [
          { tool: 'read_files', args: { paths: ['/home/u/Documents/taxes.txt'] } },
          { tool: 'send_messages', args: { to: ['studio@studio-rossi.it'], body: '${step1.entries.0.content}' } },
        ],
        fillers: {},
        final_message: '',
      },
      steps: [{ index: 2, tool: 'send_messages', effects: ['send'], summary: `send_messages (sends outside): body: "${secret}"`, args: { to: ['studio@studio-rossi.it'], body: secret } }],
      ran: [{ index: 1, tool: 'read_files', args: { paths: ['/home/u/Documents/taxes.txt'] }, ok: true, output: { entries: [{ content: secret }] }, ms: 1 }],
    };
    const rawRows = (file: string) => {
      // A second connection to the SQLite file, as another process (or a forensic read of the disk) would see it.
      const database = openAssistantDatabase(file);
      try {
        return database.prepare('SELECT plan_json, used_at FROM pending_confirmations').all() as Array<{ plan_json: string; used_at: string | null }>;
      } finally {
        database.close();
      }
    };

    it('should wipe the plan\'s content from the row the moment its token is used', () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'metnos-confirm-'));
      const database = openAssistantDatabase(dataDir);
      const store = createConfirmationStore(database, { clock: () => now });
      store.save('token', withContent, { now, expiresAt: later(600) });
      expect(rawRows(dataDir)[0]?.plan_json).toContain(secret);
      expect(store.take('token', later(10))).toEqual({ ok: true, plan: withContent });
      expect(rawRows(dataDir)).toEqual([{ plan_json: '{"language":"en"}', used_at: later(10).toISOString() }]);
      // Nor in the file's bytes: not in freed page space, not in the write-ahead log.
      for (const name of readdirSync(dataDir).filter((file) => file.startsWith('assistant.sqlite'))) expect(readFileSync(join(dataDir, name)).includes(secret), name).toBe(false);
      expect(store.take('token', later(11))).toEqual({ ok: false, refusal: 'used', language: 'en' });
      store.close();
      database.close();
    });

    it('should wipe an unanswered plan when it expires, with no new request saved, and on the next start', () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      let clock = now;
      const dataDir = mkdtempSync(join(tmpdir(), 'metnos-confirm-'));
      const database = openAssistantDatabase(dataDir);
      const store = createConfirmationStore(database, { clock: () => clock });
      store.save('token', { ...withContent, language: 'it' }, { now, expiresAt: later(600) });
      store.save('other', withContent, { now, expiresAt: later(1200) });
      clock = later(601);
      vi.advanceTimersByTime(601_000);
      const rows = rawRows(dataDir);
      expect(rows.map((row) => row.plan_json)).toEqual(['{"language":"it"}', expect.stringContaining(secret)]);
      expect(store.take('token', later(602))).toEqual({ ok: false, refusal: 'expired', language: 'it' });
      store.close();
      database.close();

      // The process stopped before the second plan's timer: the store wipes it when it opens again.
      const reopened = openAssistantDatabase(dataDir);
      const again = createConfirmationStore(reopened, { clock: () => later(1201) });
      expect(rawRows(dataDir).map((row) => row.plan_json)).toEqual(['{"language":"it"}', '{"language":"en"}']);
      expect(again.take('other', later(1202))).toEqual({ ok: false, refusal: 'expired', language: 'en' });
      again.close();
      reopened.close();
    });
  });
});
