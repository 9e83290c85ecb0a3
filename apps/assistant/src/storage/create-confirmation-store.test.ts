import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PendingPlan } from '../consent/pending-plan';
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
});
