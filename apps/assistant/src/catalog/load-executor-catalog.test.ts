import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ExecutorError } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '@metnos/praxis-store';
import { createTestEnvironment, testContext } from '../__fixtures__/create-test-environment';
import { damageStorePages } from '../__fixtures__/damage-store-pages';
import { assistantMigrations } from '../storage/assistant-migrations';
import { createReminderStore } from '../storage/create-reminder-store';
import { createUndoJournal } from '../storage/create-undo-journal';
import { assistantDatabaseFile, openAssistantDatabase } from '../storage/open-assistant-database';
import { executorFactories } from './executor-factories';
import { defaultExecutorsDirectory, loadExecutorCatalog } from './load-executor-catalog';

describe('loadExecutorCatalog', () => {
  it('should load every executor folder with its manifest and implementation', () => {
    const names = loadExecutorCatalog(createTestEnvironment()).map((executor) => executor.manifest.name);
    expect(names).toEqual([
      'create_reminders',
      'describe_entries',
      'find_files',
      'find_messages',
      'get_date',
      'get_location',
      'get_now',
      'get_urls',
      'move_files',
      'move_messages',
      'read_files',
      'request_new_executor',
      'send_messages',
      'undo_last_turn',
    ]);
  });

  it('should mark the destructive and escape-hatch executors from their manifests', () => {
    const catalog = loadExecutorCatalog(createTestEnvironment());
    const flagged = (flag: 'destructive' | 'escapeHatch' | 'reversible') => catalog.filter((executor) => executor.manifest.flags?.[flag]).map((executor) => executor.manifest.name);
    expect(flagged('destructive')).toEqual(['move_files', 'move_messages']);
    expect(flagged('escapeHatch')).toEqual(['request_new_executor', 'undo_last_turn']);
    expect(flagged('reversible')).toEqual(['create_reminders', 'move_files', 'move_messages']);
  });

  it('should name the manifest file when a manifest is bad', () => {
    const directory = mkdtempSync(join(tmpdir(), 'metnos-catalog-'));
    cpSync(defaultExecutorsDirectory, directory, { recursive: true });
    writeFileSync(join(directory, 'get_now', 'manifest.toml'), 'name = "get_now"\ndescription = ""\neffects = []\n[input_schema]\ntype = "object"\n');
    expect(() => loadExecutorCatalog(createTestEnvironment(), { directory })).toThrow(`${join(directory, 'get_now', 'manifest.toml')}: description: expected a non-empty string`);
  });

  it('should refuse at load a manifest whose name breaks the Naming Authority, naming the file', () => {
    const directory = mkdtempSync(join(tmpdir(), 'metnos-catalog-'));
    cpSync(defaultExecutorsDirectory, directory, { recursive: true });
    const file = join(directory, 'get_now', 'manifest.toml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('name = "get_now"', 'name = "tell_time"'));
    expect(() => loadExecutorCatalog(createTestEnvironment(), { directory })).toThrow(`${file}: name: breaks the Naming Authority`);
  });

  it('should give the executors that need consent their pure argument check, and refuse a check without a folder', () => {
    const catalog = loadExecutorCatalog(createTestEnvironment());
    expect(catalog.filter((executor) => executor.checkArgs !== undefined).map((executor) => executor.manifest.name)).toEqual(['get_urls', 'move_files', 'move_messages', 'send_messages']);
    const send = catalog.find((executor) => executor.manifest.name === 'send_messages');
    const { signal: _signal, ...context } = testContext();
    expect(send?.checkArgs?.({ to: ['Marco'], subject: 'x' }, context)).toMatchObject({ code: 'invalid_recipient', failureKind: 'invalid_args' });
    expect(send?.checkArgs?.({ to: ['marco@rossi.it'], subject: 'x' }, context)).toBeUndefined();
    expect(() => loadExecutorCatalog(createTestEnvironment(), { argChecks: { send_mail: () => undefined } })).toThrow(/implementations without a manifest folder: send_mail/);
  });

  it('should wrap an unexpected implementation error into an executor_crash ExecutorError', async () => {
    const [executor] = loadExecutorCatalog(createTestEnvironment(), {
      directory: defaultExecutorsDirectory,
      factories: { ...executorFactories, get_now: () => async () => Promise.reject(new TypeError('boom')) },
    }).filter((candidate) => candidate.manifest.name === 'get_now');
    await expect(executor?.invoke({}, testContext())).rejects.toSatisfy((error: unknown) => ExecutorError.isInstance(error) && error.failureKind === 'executor_crash');
  });

  it('should report a store found damaged while a step runs as store_damaged naming the file and the fix', async () => {
    const draft = createTestEnvironment();
    const dataDir = join(draft.base, 'damaged');
    const seeded = openAssistantDatabase(dataDir);
    for (let index = 0; index < 200; index += 1) createReminderStore(seeded).add({ id: `r${index}`, text: `reminder ${index}`, when: '', createdAt: '2026-05-19T10:30:00.000Z', turnId: 't' });
    seeded.close();
    const filename = assistantDatabaseFile(dataDir);
    damageStorePages(filename);
    // Damaged after the assistant started: opened without the check at open.
    const database = openDatabase(filename, { migrations: assistantMigrations });
    const environment = { ...draft, dataDir, reminders: createReminderStore(database), undoJournal: createUndoJournal(database) };
    const createReminders = loadExecutorCatalog(environment).find((executor) => executor.manifest.name === 'create_reminders')!;

    const error = await createReminders.invoke({ text: 'call Anna' }, testContext()).then(() => undefined, (caught: unknown) => caught);

    expect(ExecutorError.isInstance(error) && { failureKind: error.failureKind, code: error.code, path: error.details.path }).toEqual({ failureKind: 'user_action_required', code: 'store_damaged', path: filename });
    expect((error as Error).message).toMatch(/the database is damaged \(SQLITE_(CORRUPT|NOTADB)\w*\): restore it from a backup, or move it aside/);
    database.close();
  });
});
