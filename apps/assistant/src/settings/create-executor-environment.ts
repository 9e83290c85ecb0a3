import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import type { LlmProvider, MetnosConfig } from '@metnos/core';
import type { ExecutorEnvironment } from '../catalog/executor-environment';
import type { ReminderStore } from '../storage/reminder-store';
import type { UndoJournal } from '../storage/undo-journal';

/**
 * Builds what the executors may touch from the config: roots = `[vaglio] path_allowlist` (`~` expanded; empty =
 * the home folder); the `[executors]` section (location, mail, HTTP limits; an empty `maildir` is
 * `<dataDir>/Maildir`, an empty `outbox_dir` `<dataDir>/outbox`, `~` expanded, relative paths resolved); files
 * under `dataDir`; the reminders and the undo journal (kept in `assistant.sqlite`); the LLM for describe_entries
 * and, per turn, `llmForTurn`.
 */
export function createExecutorEnvironment({
  config,
  dataDir,
  llm,
  llmForTurn,
  fetch = globalThis.fetch,
  reminders,
  undoJournal,
}: {
  config: MetnosConfig;
  dataDir: string;
  llm: LlmProvider | undefined;
  llmForTurn?: (turnId: string) => LlmProvider | undefined;
  fetch?: typeof globalThis.fetch;
  reminders: ReminderStore;
  undoJournal: UndoJournal;
}): ExecutorEnvironment {
  const settings = config.executors;
  return {
    roots: allowedRoots(config.vaglio.path_allowlist),
    dataDir,
    location: settings.location,
    maildir: expandPath(settings.maildir === '' ? join(dataDir, 'Maildir') : settings.maildir),
    outboxDir: expandPath(settings.outbox_dir === '' ? join(dataDir, 'outbox') : settings.outbox_dir),
    smtpUrl: settings.smtp_url,
    mailFrom: settings.mail_from,
    llm,
    ...(llmForTurn === undefined ? {} : { llmForTurn }),
    reminders,
    undoJournal,
    fetch,
    httpTimeoutMs: settings.http_timeout_ms,
    httpMaxBytes: settings.http_max_bytes,
  };
}

/** `[vaglio] path_allowlist` as absolute folders (`~` expanded); empty = the home folder. */
export function allowedRoots(allowlist: readonly string[]): string[] {
  if (allowlist.length === 0) return [homedir()];
  return allowlist.map(expandPath);
}

function expandPath(path: string): string {
  return path === '~' ? homedir() : path.startsWith('~/') ? join(homedir(), path.slice(2)) : resolve(path);
}
