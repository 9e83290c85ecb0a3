import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readRequest } from '@metnos/args-extractor';
import type { Framework, Intent } from '@metnos/core';
import { frameworkHash, intentHash, recordSkillOutcome } from '@metnos/praxis';
import { createPraxisStore } from '@metnos/praxis-store';
import { afterEach, describe, expect, it } from 'vitest';
import { replaySiblingSkill } from './replay-sibling-skill';
import { saveSkillTemplate } from './skill-replay';

const taughtAt = new Date('2026-11-25T09:00:00Z');
const askedAt = new Date('2026-11-26T10:30:00Z');
const folders: string[] = [];
/** The turn's reading of a request, on a clock in Rome (the times below are Rome's). */
const frame = (request: string, now: Date) => readRequest(request, { now, language: 'it', timeZone: 'Europe/Rome' });

/** A real Praxis store (SQLite file) with one active skill taught by `request`, its template kept. */
function storeTaught(request: string, intent: Intent, framework: Framework) {
  const folder = mkdtempSync(join(tmpdir(), 'metnos-sibling-'));
  folders.push(folder);
  const store = createPraxisStore({ filename: join(folder, 'praxis.sqlite') });
  const hash = intentHash(intent);
  for (let dayRank = 1; dayRank <= 3; dayRank += 1) {
    recordSkillOutcome(store, { intentHash: hash, intent, framework, frameworkHash: frameworkHash(framework), ok: true, dayRank });
  }
  saveSkillTemplate(store, { intentHash: hash, framework, request, now: taughtAt, language: 'it', frame: frame(request, taughtAt) });
  return store;
}

const reminder = (text: string, when: string): Framework => ({ steps: [{ tool: 'create_reminders', args: { text, when } }], fillers: {}, final_message: 'Ok.' });
const remind = (keywords: string[]): Intent => ({ verb: 'create', object: 'reminders', keywords });

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('replaySiblingSkill', () => {
  it('should replay a sibling whose keywords differ only in values named as the user wrote them ("2 ore", "sabato")', () => {
    const store = storeTaught('ricordami tra 30 minuti di togliere la pasta', remind(['togliere', 'pasta', '30 minuti']), reminder('togliere la pasta', '2026-11-25T10:30'));
    const ask = (request: string, keywords: string[]) => {
      const intent = remind(keywords);
      return replaySiblingSkill(store, { intent, intentHash: intentHash(intent), request, now: askedAt, language: 'it', frame: frame(request, askedAt), dayRank: 4, priorSteps: 0 });
    };
    // Asked on Thursday at 11:30 (Rome): two hours from then, the new text.
    expect(ask('ricordami tra 2 ore di ritirare il pacco', ['ritirare', 'pacco', '2 ore'])?.framework.steps[0]?.args).toEqual({ text: 'ritirare il pacco', when: '2026-11-26T13:30' });
    // A keyword that names no value of this request ("urgente") is a constraint the skill does not know.
    expect(ask('ricordami tra 2 ore di ritirare il pacco', ['ritirare', 'pacco', '2 ore', 'urgente'])).toBeUndefined();
    // A keyword naming no value the skill took ("pentola" is not in "togliere la pasta", "tra 30 minuti").
    expect(ask('ricordami tra 2 ore di ritirare il pacco', ['ritirare', 'pacco', 'pentola'])).toBeUndefined();
    store.close();
  });

  it('should replay a weekday reminder for another day and hour, and miss one without the hour it was taught with', () => {
    const store = storeTaught('ricordami venerdì alle 18 di comprare il latte', remind(['comprare', 'latte', 'venerdì', '18']), reminder('comprare il latte', '2026-11-27T18:00'));
    const ask = (request: string, keywords: string[]) => {
      const intent = remind(keywords);
      return replaySiblingSkill(store, { intent, intentHash: intentHash(intent), request, now: askedAt, language: 'it', frame: frame(request, askedAt), dayRank: 4, priorSteps: 0 });
    };
    expect(ask('ricordami sabato alle 10 di lavare la macchina', ['lavare', 'macchina', 'sabato', '10'])?.framework.steps[0]?.args).toEqual({ text: 'lavare la macchina', when: '2026-11-28T10:00' });
    // A date without a time is another plan (a date, not a date-time): the planner decides.
    expect(ask('ricordami sabato di lavare la macchina', ['lavare', 'macchina', 'sabato'])).toBeUndefined();
    store.close();
  });
});
