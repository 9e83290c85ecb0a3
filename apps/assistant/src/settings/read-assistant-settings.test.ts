import { describe, expect, it } from 'vitest';
import { readAssistantSettings } from './read-assistant-settings';

describe('readAssistantSettings', () => {
  it('should default every setting under the data folder', () => {
    const { settings, sources } = readAssistantSettings({}, { dataDir: '/d' });
    expect(settings).toEqual({ location: '', maildir: '/d/Maildir', outboxDir: '/d/outbox', smtpUrl: '', mailFrom: 'metnos@localhost', httpTimeoutMs: 15000, httpMaxBytes: 2097152 });
    expect(sources.location).toEqual({ variable: 'METNOS_LOCATION', source: 'default' });
  });

  it('should read METNOS_* variables and ignore a bad number', () => {
    const { settings, sources } = readAssistantSettings({ METNOS_LOCATION: 'Milan', METNOS_HTTP_TIMEOUT_MS: 'soon' }, { dataDir: '/d' });
    expect(settings.location).toBe('Milan');
    expect(sources.location.source).toBe('env');
    expect(settings.httpTimeoutMs).toBe(15000);
    expect(sources.httpTimeoutMs.source).toBe('default');
  });
});
