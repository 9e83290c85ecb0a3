import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import type { LlmProvider, MetnosConfig } from '@metnos/core';
import { createUndoJournal } from '../catalog/create-undo-journal';
import type { ExecutorEnvironment } from '../catalog/executor-environment';
import type { AssistantSettings } from './read-assistant-settings';

/**
 * Builds what the executors may touch from the config and settings: roots = `[vaglio] path_allowlist`
 * (`~` expanded; empty = the home folder), plus the Maildir root, files under `dataDir`, and the LLM for
 * describe_entries.
 */
export function createExecutorEnvironment({
  config,
  settings,
  dataDir,
  llm,
  fetch = globalThis.fetch,
}: {
  config: MetnosConfig;
  settings: AssistantSettings;
  dataDir: string;
  llm: LlmProvider | undefined;
  fetch?: typeof globalThis.fetch;
}): ExecutorEnvironment {
  return {
    roots: allowedRoots(config.vaglio.path_allowlist),
    dataDir,
    location: settings.location,
    maildir: resolve(settings.maildir),
    outboxDir: resolve(settings.outboxDir),
    smtpUrl: settings.smtpUrl,
    mailFrom: settings.mailFrom,
    llm,
    undoJournal: createUndoJournal({ filename: join(dataDir, 'undo-journal.json') }),
    fetch,
    httpTimeoutMs: settings.httpTimeoutMs,
    httpMaxBytes: settings.httpMaxBytes,
  };
}

/** `[vaglio] path_allowlist` as absolute folders (`~` expanded); empty = the home folder. */
export function allowedRoots(allowlist: readonly string[]): string[] {
  if (allowlist.length === 0) return [homedir()];
  return allowlist.map((path) => (path === '~' ? homedir() : path.startsWith('~/') ? join(homedir(), path.slice(2)) : resolve(path)));
}
