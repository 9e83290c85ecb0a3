import { existsSync, mkdirSync, readFileSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSymlinkWorld } from '../../__fixtures__/create-symlink-world';
import { createTestEnvironment, testContext } from '../../__fixtures__/create-test-environment';
import { createCreateReminders } from '../create_reminders/create-reminders';
import { createMoveFiles } from '../move_files/move-files';
import { createMoveMessages } from '../move_messages/move-messages';
import { createUndoLastTurn } from './undo-last-turn';

describe('createUndoLastTurn', () => {
  it('should move files of the last turn back where they were', async () => {
    const environment = createTestEnvironment();
    const root = environment.roots[0] as string;
    writeFileSync(join(root, 'a.txt'), 'A');
    writeFileSync(join(root, 'b.txt'), 'B');
    await createMoveFiles(environment)({ paths: ['a.txt', 'b.txt'], destination: 'archive' }, testContext('turn-1'));
    expect(existsSync(join(root, 'archive', 'a.txt'))).toBe(true);
    const result = await createUndoLastTurn(environment)({}, testContext('turn-2'));
    expect(result).toMatchObject({ undone: true, undone_count: 2, description: expect.stringMatching(/^I undid the turn of \d\d:\d\d \(just now\): 2 files are back in \S+ \(a\.txt and b\.txt\)\.$/), files: ['b.txt', 'a.txt'], turn_id: 'turn-1' });
    expect(readFileSync(join(root, 'a.txt'), 'utf8')).toBe('A');
    expect(existsSync(join(root, 'archive', 'b.txt'))).toBe(false);
  });

  it('should judge both places again on real paths: a folder swapped for a link meanwhile cannot carry the file outside or into a denied folder', async () => {
    for (const target of ['outside', 'private'] as const) {
      const { environment, root, outside } = createSymlinkWorld();
      await createMoveFiles(environment)({ paths: ['notes/a.txt'], destination: 'archive' }, testContext('turn-1'));
      // Later (an archive extracted, a sync client): notes/ becomes a link to a folder metnos must not write into.
      renameSync(join(root, 'notes'), join(root, 'notes-old'));
      symlinkSync(target === 'outside' ? outside : join(root, 'private'), join(root, 'notes'));
      await expect(createUndoLastTurn(environment)({}, testContext('turn-2'))).rejects.toMatchObject({ code: 'path_not_allowed' });
      expect(existsSync(join(target === 'outside' ? outside : join(root, 'private'), 'a.txt'))).toBe(false);
      expect(readFileSync(join(root, 'archive', 'a.txt'), 'utf8')).toBe('allowed text');
    }
  });

  it('should put moved messages back and remove created reminders', async () => {
    const environment = createTestEnvironment();
    for (const sub of ['cur', 'new', 'tmp']) mkdirSync(join(environment.maildir, sub), { recursive: true });
    const message = join(environment.maildir, 'cur', '1.host:2,S');
    writeFileSync(message, 'Subject: hi\n\nbody');
    await createMoveMessages(environment)({ entries: [{ path: message }], destination: 'Trash' }, testContext('turn-1'));
    await createCreateReminders(environment)({ text: 'call Anna' }, testContext('turn-1'));
    expect(existsSync(message)).toBe(false);
    await createUndoLastTurn(environment)({}, testContext('turn-2'));
    expect(existsSync(message)).toBe(true);
    expect(environment.reminders.list()).toEqual([]);
  });

  it('should put messages back when the maildir is reached through a link (a synced folder)', async () => {
    const real = createTestEnvironment();
    const synced = join(real.base, 'synced-mail');
    for (const sub of ['cur', 'new', 'tmp']) mkdirSync(join(synced, sub), { recursive: true });
    symlinkSync(synced, join(real.base, 'Maildir-link'));
    const environment = { ...real, maildir: join(real.base, 'Maildir-link') };
    const message = join(environment.maildir, 'cur', '1.host:2,S');
    writeFileSync(message, 'Subject: hi\n\nbody');
    await createMoveMessages(environment)({ entries: [{ path: message }], destination: 'Trash' }, testContext('turn-1'));
    expect(existsSync(message)).toBe(false);
    expect(await createUndoLastTurn(environment)({}, testContext('turn-2'))).toMatchObject({ undone: true, undone_count: 1 });
    expect(readFileSync(join(synced, 'cur', '1.host:2,S'), 'utf8')).toContain('body');
  });

  it('should undo only the last turn that changed something, never an older one, and say when it was', async () => {
    const environment = createTestEnvironment();
    const root = environment.roots[0] as string;
    writeFileSync(join(root, 'a.txt'), 'A');
    await createMoveFiles(environment)({ paths: ['a.txt'], destination: 'old' }, testContext('turn-1', new Date('2026-05-19T09:00:00Z')));
    await createCreateReminders(environment)({ text: 'call Anna' }, testContext('turn-2', new Date('2026-05-19T10:20:00Z')));
    const result = await createUndoLastTurn(environment)({}, { ...testContext('turn-3', new Date('2026-05-19T10:30:00Z')), language: 'it' });
    expect(result).toMatchObject({ undone: true, turn_id: 'turn-2', turn_at: '2026-05-19T10:20:00.000Z', description: expect.stringMatching(/^Ho annullato il turno delle \d\d:20 \(10 minuti fa\): il promemoria «call Anna» è rimosso\.$/) });
    // The older move is not undone by a second undo either: undo reaches only the last effectful turn.
    expect(await createUndoLastTurn(environment)({}, testContext('turn-4'))).toMatchObject({ undone: false });
    expect(existsSync(join(root, 'old', 'a.txt'))).toBe(true);
  });

  it('should say there is nothing to undo once the last turn was undone', async () => {
    const environment = createTestEnvironment();
    writeFileSync(join(environment.roots[0] as string, 'a.txt'), 'A');
    await createMoveFiles(environment)({ paths: ['a.txt'], destination: 'x' }, testContext('turn-1'));
    await createUndoLastTurn(environment)({}, testContext('turn-2'));
    expect(await createUndoLastTurn(environment)({}, testContext('turn-3'))).toEqual({ undone: false, undone_count: 0, entries: [], files: [], description: '' });
  });
});
