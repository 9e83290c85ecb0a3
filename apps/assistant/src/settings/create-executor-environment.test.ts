import { mkdtempSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultConfig } from '@metnos/core';
import { loadConfig } from '@metnos/core/config';
import { describe, expect, it } from 'vitest';
import { createExecutorEnvironment } from './create-executor-environment';
import { createReminderStore } from '../storage/create-reminder-store';
import { createUndoJournal } from '../storage/create-undo-journal';
import { openAssistantDatabase } from '../storage/open-assistant-database';

const database = openAssistantDatabase(mkdtempSync(join(tmpdir(), 'metnos-environment-')));
const stores = { reminders: createReminderStore(database), undoJournal: createUndoJournal(database) };

describe('createExecutorEnvironment', () => {
  it('should resolve empty maildir and outbox_dir under the data folder and copy the [executors] defaults', () => {
    const environment = createExecutorEnvironment({ config: defaultConfig(), dataDir: '/d', llm: undefined, ...stores });
    expect(environment).toMatchObject({
      roots: [homedir()],
      location: '',
      maildir: '/d/Maildir',
      outboxDir: '/d/outbox',
      smtpUrl: '',
      mailFrom: 'metnos@localhost',
      httpTimeoutMs: 15000,
      httpMaxBytes: 2097152,
    });
  });

  it('should take [executors] values, including METNOS_EXECUTORS_* overrides, with ~ expanded', () => {
    const { config } = loadConfig({
      configFile: join(import.meta.dirname, '__missing__', 'runtime.toml'),
      writeIfMissing: false,
      env: { METNOS_EXECUTORS_LOCATION: 'Milan, Italy', METNOS_EXECUTORS_MAILDIR: '~/Mail', METNOS_EXECUTORS_HTTP_TIMEOUT_MS: '500' },
    });
    const environment = createExecutorEnvironment({ config, dataDir: '/d', llm: undefined, ...stores });
    expect(environment).toMatchObject({ location: 'Milan, Italy', maildir: join(homedir(), 'Mail'), outboxDir: '/d/outbox', httpTimeoutMs: 500 });
  });
});
