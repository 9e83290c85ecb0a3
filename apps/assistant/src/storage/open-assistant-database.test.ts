import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PraxisStoreError } from '@metnos/praxis-store';
import { describe, expect, it } from 'vitest';
import { createReminderStore } from './create-reminder-store';
import { createUndoJournal } from './create-undo-journal';
import { openAssistantDatabase } from './open-assistant-database';

const dataDir = () => mkdtempSync(join(tmpdir(), 'metnos-assistant-db-'));

describe('openAssistantDatabase', () => {
  it('should keep reminders and the undo journal across connections (WAL file on disk)', () => {
    const directory = dataDir();
    const first = openAssistantDatabase(directory);
    createReminderStore(first).add({ id: 'r1', text: 'call Anna', when: '2026-05-20', createdAt: '2026-05-19T10:30:00.000Z', turnId: 't1' });
    createUndoJournal(first).record('t1', { kind: 'create_reminder', id: 'r1', text: 'call Anna' }, new Date('2026-05-19T10:30:00Z'));
    first.close();
    const second = openAssistantDatabase(directory);
    expect(createReminderStore(second).list()).toEqual([{ id: 'r1', text: 'call Anna', when: '2026-05-20', createdAt: '2026-05-19T10:30:00.000Z', turnId: 't1' }]);
    expect(createUndoJournal(second).lastEffectfulTurn()).toEqual({ turnId: 't1', at: '2026-05-19T10:30:00.000Z', undone: false, effects: [{ kind: 'create_reminder', id: 'r1', text: 'call Anna' }] });
    expect(second.pragma('journal_mode', { simple: true })).toBe('wal');
    second.close();
  });

  it('should import the JSON files of older versions once, and rename them', () => {
    const directory = dataDir();
    writeFileSync(join(directory, 'reminders.json'), JSON.stringify([{ id: 'r1', text: 'pay rent', when: '2026-06-01', createdAt: '2026-05-01T08:00:00.000Z', turnId: 'old' }]));
    writeFileSync(join(directory, 'undo-journal.json'), JSON.stringify([{ turnId: 'old', undone: false, effects: [{ kind: 'move_file', from: '/a', to: '/b' }] }]));
    const database = openAssistantDatabase(directory);
    expect(createReminderStore(database).list()).toEqual([expect.objectContaining({ id: 'r1', text: 'pay rent', when: '2026-06-01' })]);
    expect(createUndoJournal(database).list()).toEqual([expect.objectContaining({ turnId: 'old', effects: [{ kind: 'move_file', from: '/a', to: '/b' }] })]);
    database.close();
    expect(existsSync(join(directory, 'reminders.json'))).toBe(false);
    expect(existsSync(join(directory, 'reminders.json.imported'))).toBe(true);
    const again = openAssistantDatabase(directory);
    expect(createReminderStore(again).list()).toHaveLength(1);
    again.close();
  });

  it('should refuse a corrupt reminders.json naming it, and change nothing', () => {
    const directory = dataDir();
    writeFileSync(join(directory, 'reminders.json'), '[{"id": "r1", "text": "pay rent"');
    expect(() => openAssistantDatabase(directory)).toThrow(/reminders\.json: cannot import it: .*; fix the file or move it away \(nothing was changed\)/);
    expect(readFileSync(join(directory, 'reminders.json'), 'utf8')).toBe('[{"id": "r1", "text": "pay rent"');
  });

  it('should name a database file that is not SQLite', () => {
    const directory = dataDir();
    writeFileSync(join(directory, 'assistant.sqlite'), 'this is not a database, it is a text file that happens to be long enough');
    let error: unknown;
    try {
      openAssistantDatabase(directory);
    } catch (caught) {
      error = caught;
    }
    expect(PraxisStoreError.isInstance(error) && error.code).toBe('corrupt');
    expect((error as Error).message).toContain(join(directory, 'assistant.sqlite'));
  });
});
