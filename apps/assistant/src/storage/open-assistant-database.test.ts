import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, statSync, writeFileSync, writeSync } from 'node:fs';
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

  it('should refuse, at open, a store with one page overwritten by garbage, naming the file and the fix', () => {
    const directory = dataDir();
    const database = openAssistantDatabase(directory);
    const reminders = createReminderStore(database);
    for (let index = 0; index < 400; index += 1) reminders.add({ id: `r${index}`, text: `call Anna about the invoice number ${index}`, when: '2026-05-20', createdAt: '2026-05-19T10:30:00.000Z', turnId: 't1' });
    const pageSize = database.pragma('page_size', { simple: true }) as number;
    database.close();
    const filename = join(directory, 'assistant.sqlite');
    expect(statSync(filename).size).toBeGreaterThan(pageSize * 8);
    // The last page holds reminders: garbage in its place, as a failing disk or a torn write leaves it.
    const page = Math.floor(statSync(filename).size / pageSize) - 1;
    const descriptor = openSync(filename, 'r+');
    writeSync(descriptor, Buffer.alloc(pageSize, 0xa5), 0, pageSize, page * pageSize);
    closeSync(descriptor);

    expect(() => openAssistantDatabase(directory)).toThrow(
      new RegExp(`^${filename.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: the database is damaged \\(quick_check: .+\\): restore it from a backup, or move it aside`),
    );
  });

  it('should refuse an existing empty assistant.sqlite rather than make it a new empty store', () => {
    const directory = dataDir();
    const filename = join(directory, 'assistant.sqlite');
    writeFileSync(filename, '');
    let error: unknown;
    try {
      openAssistantDatabase(directory);
    } catch (caught) {
      error = caught;
    }
    expect(PraxisStoreError.isInstance(error) && error.code).toBe('corrupt');
    expect((error as Error).message).toBe(`${filename}: the file is empty (0 bytes), not a database: restore it from a backup, or move it aside (mv '${filename}' '${filename}.damaged') and metnos starts with an empty one`);
    expect(statSync(filename).size).toBe(0);
  });
});
