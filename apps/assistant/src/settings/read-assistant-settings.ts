import { join } from 'node:path';

/** Settings of the app's executors that runtime.toml has no section for (yet); read from METNOS_* variables. */
export interface AssistantSettings {
  /** METNOS_LOCATION: the location the user shares ("Milan, Italy" or "45.46,9.19"); empty = not shared. */
  location: string;
  /** METNOS_MAILDIR: Maildir++ root for find_messages / move_messages (default `<dataDir>/Maildir`). */
  maildir: string;
  /** METNOS_OUTBOX_DIR: where send_messages writes .eml files (default `<dataDir>/outbox`). */
  outboxDir: string;
  /** METNOS_SMTP_URL: `smtp(s)://user:pass@host:port`; when set, send_messages delivers over SMTP. */
  smtpUrl: string;
  /** METNOS_MAIL_FROM: From address of sent messages (default `metnos@localhost`). */
  mailFrom: string;
  /** METNOS_HTTP_TIMEOUT_MS: timeout of one get_urls fetch (default 15000). */
  httpTimeoutMs: number;
  /** METNOS_HTTP_MAX_BYTES: bytes read from one response (default 2 MiB). */
  httpMaxBytes: number;
}

/** Every setting with its environment variable and where its value came from. */
export interface LoadedAssistantSettings {
  settings: AssistantSettings;
  sources: Record<keyof AssistantSettings, { variable: string; source: 'default' | 'env' }>;
}

const variables: Record<keyof AssistantSettings, string> = {
  location: 'METNOS_LOCATION',
  maildir: 'METNOS_MAILDIR',
  outboxDir: 'METNOS_OUTBOX_DIR',
  smtpUrl: 'METNOS_SMTP_URL',
  mailFrom: 'METNOS_MAIL_FROM',
  httpTimeoutMs: 'METNOS_HTTP_TIMEOUT_MS',
  httpMaxBytes: 'METNOS_HTTP_MAX_BYTES',
};

/**
 * Reads the executor settings from `env`, with defaults under `dataDir`. A numeric variable that is not a
 * positive integer is ignored in favour of the default (and reported as `default` by `sources`).
 */
export function readAssistantSettings(env: Record<string, string | undefined>, { dataDir }: { dataDir: string }): LoadedAssistantSettings {
  const defaults: AssistantSettings = {
    location: '',
    maildir: join(dataDir, 'Maildir'),
    outboxDir: join(dataDir, 'outbox'),
    smtpUrl: '',
    mailFrom: 'metnos@localhost',
    httpTimeoutMs: 15_000,
    httpMaxBytes: 2 * 1024 * 1024,
  };
  const settings = { ...defaults } as Record<keyof AssistantSettings, string | number>;
  const sources = {} as LoadedAssistantSettings['sources'];
  for (const [key, variable] of Object.entries(variables) as [keyof AssistantSettings, string][]) {
    const raw = env[variable];
    let source: 'default' | 'env' = 'default';
    if (raw !== undefined && raw !== '') {
      if (typeof defaults[key] === 'number') {
        const value = Number(raw);
        if (Number.isInteger(value) && value > 0) {
          settings[key] = value;
          source = 'env';
        }
      } else {
        settings[key] = raw;
        source = 'env';
      }
    }
    sources[key] = { variable, source };
  }
  return { settings: settings as unknown as AssistantSettings, sources };
}
