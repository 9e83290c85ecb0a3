import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StepFailure, ToolManifest } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import type { TurnAnswer } from '../turn/turn-answer';
import { createConfirmationStore } from '../storage/create-confirmation-store';
import { openAssistantDatabase } from '../storage/open-assistant-database';
import { requestConsent } from './request-consent';

const manifest: ToolManifest = { name: 'move_files', description: 'Moves files.', inputSchema: { type: 'object' }, effects: ['overwrite'] } as ToolManifest;
const answer: TurnAnswer = { layer: 'planner', ok: false, reply: '', framework: { steps: [{ tool: 'move_files', args: { paths: ['a.pdf'], destination: 'archive' } }], fillers: {}, final_message: '' }, outcomes: [] };
const failure: Extract<StepFailure, { code: 'confirmation_required' }> = { tool: 'move_files', index: 1, code: 'confirmation_required', message: '', details: { effects: ['overwrite'] } };

function consentReply(ttlMs: number, language: 'en' | 'it' = 'en'): string {
  const store = createConfirmationStore(openAssistantDatabase(mkdtempSync(join(tmpdir(), 'metnos-consent-'))));
  const turn = requestConsent({ answer, failure, query: 'move a.pdf to the archive', language, turnId: 't1', manifests: new Map([['move_files', manifest]]), store, now: new Date('2026-05-19T10:30:00Z'), ttlMs });
  return turn.reply.split('\n').at(-1) ?? '';
}

describe('requestConsent', () => {
  it('should say how long the consent is valid, never "valid 0 min" for a TTL under a minute', () => {
    expect(consentReply(30_000)).toBe('Confirm to run exactly this (valid less than a minute).');
    expect(consentReply(10_000, 'it')).toBe('Conferma per eseguire esattamente questo (valido meno di un minuto).');
    expect(consentReply(90_000)).toBe('Confirm to run exactly this (valid 1 min).');
    expect(consentReply(600_000)).toBe('Confirm to run exactly this (valid 10 min).');
  });
});
