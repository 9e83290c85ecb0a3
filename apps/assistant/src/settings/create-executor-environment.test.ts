import { mkdtempSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultPathAllowlist } from '@metnos/nous';
import { describe, expect, it } from 'vitest';
import { createExecutorEnvironment } from './create-executor-environment';
import { createReminderStore } from '../storage/create-reminder-store';
import { createUndoJournal } from '../storage/create-undo-journal';
import { openAssistantDatabase } from '../storage/open-assistant-database';
import { defaultAssistantConfig } from './default-assistant-config';
import { loadAssistantConfig } from './load-assistant-config';

const database = openAssistantDatabase(mkdtempSync(join(tmpdir(), 'metnos-environment-')));
const stores = { reminders: createReminderStore(database), undoJournal: createUndoJournal(database) };

describe('createExecutorEnvironment', () => {
  it('should resolve empty maildir and outbox_dir under the data folder and copy the [executors] defaults', () => {
    const environment = createExecutorEnvironment({ config: defaultAssistantConfig(), dataDir: '/d', llm: undefined, ...stores });
    expect(environment).toMatchObject({
      roots: defaultPathAllowlist(),
      location: '',
      maildir: '/d/Maildir',
      outboxDir: '/d/outbox',
      smtpUrl: '',
      mailFrom: 'metnos@localhost',
      httpTimeoutMs: 15000,
      httpMaxBytes: 2097152,
      allowPrivateNetwork: false,
      networkAllowlist: [],
      allowHardLinks: false,
    });
    expect(environment.roots).not.toContain(homedir());
  });

  it('should deny the config file, the data folder secrets and [vaglio] path_denylist on top of the built-in list', () => {
    const config = defaultAssistantConfig();
    config.vaglio.path_denylist = ['~/Documents/taxes', 'secret-notes', 'relative/dir'];
    const environment = createExecutorEnvironment({ config, dataDir: '/d', llm: undefined, configFile: '/etc/metnos/runtime.toml', ...stores });
    expect(environment.pathDenylist).toEqual(
      expect.arrayContaining(['~/.ssh', '~/.config/metnos', '.env', '/d/*.sqlite*', '/etc/metnos', '/etc/metnos/runtime.toml', '~/Documents/taxes', 'secret-notes', join(process.cwd(), 'relative/dir')]),
    );
    const elsewhere = createExecutorEnvironment({ config: defaultAssistantConfig(), dataDir: '/d', llm: undefined, configFile: '/home/anna/Documents/runtime.toml', ...stores });
    expect(elsewhere.pathDenylist).toContain('/home/anna/Documents/runtime.toml');
    expect(elsewhere.pathDenylist).not.toContain('/home/anna/Documents');
  });

  it('should turn on private addresses for get_urls with [executors] allow_private_network and take network_allowlist', () => {
    const { config } = loadAssistantConfig({
      configFile: join(import.meta.dirname, '__missing__', 'runtime.toml'),
      writeIfMissing: false,
      env: { METNOS_EXECUTORS_ALLOW_PRIVATE_NETWORK: 'true' },
    });
    config.executors.network_allowlist = ['192.168.1.0/24'];
    expect(createExecutorEnvironment({ config, dataDir: '/d', llm: undefined, ...stores })).toMatchObject({ allowPrivateNetwork: true, networkAllowlist: ['192.168.1.0/24'] });
  });

  it('should take [executors] values, including METNOS_EXECUTORS_* overrides, with ~ expanded', () => {
    const { config } = loadAssistantConfig({
      configFile: join(import.meta.dirname, '__missing__', 'runtime.toml'),
      writeIfMissing: false,
      env: { METNOS_EXECUTORS_LOCATION: 'Milan, Italy', METNOS_EXECUTORS_MAILDIR: '~/Mail', METNOS_EXECUTORS_HTTP_TIMEOUT_MS: '500' },
    });
    const environment = createExecutorEnvironment({ config, dataDir: '/d', llm: undefined, ...stores });
    expect(environment).toMatchObject({ location: 'Milan, Italy', maildir: join(homedir(), 'Mail'), outboxDir: '/d/outbox', httpTimeoutMs: 500 });
  });
});
