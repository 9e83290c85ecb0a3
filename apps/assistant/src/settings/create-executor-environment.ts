import { homedir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import type { LlmProvider } from '@metnos/core';
import { resolveMetnosPaths } from '@metnos/core/config';
import { defaultPathAllowlist, defaultPathDenylist } from '@metnos/nous';
import type { ExecutorEnvironment, HostResolver } from '../executor-support/executor-environment';
import type { TurnChannel } from '../turn/assistant';
import { systemHostResolver } from '../executors/get_urls/system-host-resolver';
import type { ReminderStore } from '../storage/reminder-store';
import type { UndoJournal } from '../storage/undo-journal';
import type { AssistantConfig } from './assistant-config';

/**
 * Builds what the executors may touch from the config: roots = `[vaglio] path_allowlist` (`~` expanded; empty =
 * the usual user folders, `defaultPathAllowlist`); the deny list = `defaultPathDenylist` (with the config file and
 * the data folder) + `[vaglio] path_denylist`; the `[executors]` section (location, mail, HTTP limits and the
 * private-network switch and allowlist of get_urls; an empty `maildir` is `<dataDir>/Maildir`, an empty
 * `outbox_dir` `<dataDir>/outbox`, `~` expanded, relative paths resolved); files under `dataDir`; the reminders and
 * the undo journal (kept in `assistant.sqlite`); the LLM for describe_entries and, per turn, `llmForTurn`.
 */
export function createExecutorEnvironment({
  config,
  dataDir,
  llm,
  llmForTurn,
  channelForTurn,
  // undici (the pinned-address fetch of get_urls) loads on the first fetch, not for every turn.
  fetch = (async (input: Parameters<typeof globalThis.fetch>[0], init?: Parameters<typeof globalThis.fetch>[1]) =>
    (await import('undici')).fetch(input as never, init as never)) as unknown as typeof globalThis.fetch,
  resolveHost = systemHostResolver,
  configFile = resolveMetnosPaths().configFile,
  reminders,
  undoJournal,
}: {
  config: AssistantConfig;
  dataDir: string;
  llm: LlmProvider | undefined;
  llmForTurn?: (turnId: string) => LlmProvider | undefined;
  channelForTurn?: (turnId: string) => TurnChannel | undefined;
  fetch?: typeof globalThis.fetch;
  resolveHost?: HostResolver;
  /** runtime.toml, denied to every executor (it can hold `api_key` and `smtp_url`). */
  configFile?: string;
  reminders: ReminderStore;
  undoJournal: UndoJournal;
}): ExecutorEnvironment {
  const settings = config.executors;
  return {
    roots: allowedRoots(config.vaglio.path_allowlist),
    pathDenylist: deniedPaths({ denylist: config.vaglio.path_denylist, dataDir, configFile }),
    allowHardLinks: config.vaglio.allow_hard_links,
    dataDir,
    location: settings.location,
    maildir: expandPath(settings.maildir === '' ? join(dataDir, 'Maildir') : settings.maildir),
    outboxDir: expandPath(settings.outbox_dir === '' ? join(dataDir, 'outbox') : settings.outbox_dir),
    smtpUrl: settings.smtp_url,
    mailFrom: settings.mail_from,
    llm,
    ...(llmForTurn === undefined ? {} : { llmForTurn }),
    ...(channelForTurn === undefined ? {} : { channelForTurn }),
    reminders,
    undoJournal,
    fetch,
    resolveHost,
    allowPrivateNetwork: settings.allow_private_network,
    networkAllowlist: settings.network_allowlist,
    httpTimeoutMs: settings.http_timeout_ms,
    httpMaxBytes: settings.http_max_bytes,
  };
}

/** `[vaglio] path_allowlist` as absolute folders (`~` expanded); empty = the usual user folders (XDG user dirs). */
export function allowedRoots(allowlist: readonly string[], { home = homedir() }: { home?: string } = {}): string[] {
  if (allowlist.length === 0) return defaultPathAllowlist({ home });
  return allowlist.map(expandPath);
}

/**
 * The complete deny list: the built-in one (`defaultPathDenylist`, with the config file, and its folder when that is
 * a `metnos` folder, and the data folder's store and secrets) followed by `[vaglio] path_denylist` (`~` kept for the
 * policy to expand, relative paths resolved, bare names kept as names).
 */
function deniedPaths({ denylist, dataDir, configFile }: { denylist: readonly string[]; dataDir: string; configFile: string }): string[] {
  const configDir = dirname(resolve(configFile));
  return [
    ...defaultPathDenylist({ dataDir: resolve(dataDir), ...(basename(configDir) === 'metnos' ? { configDir } : {}) }),
    resolve(configFile),
    ...denylist.map((entry) => (entry.startsWith('~') || !entry.includes('/') ? entry : resolve(entry))),
  ];
}

function expandPath(path: string): string {
  return path === '~' ? homedir() : path.startsWith('~/') ? join(homedir(), path.slice(2)) : resolve(path);
}
