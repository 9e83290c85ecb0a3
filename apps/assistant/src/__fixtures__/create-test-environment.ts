import { mkdtempSync, mkdirSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ExecutorContext, LlmProvider } from '@metnos/core';
import { defaultPathDenylist } from '@metnos/nous';
import { fetch as undiciFetch } from 'undici';
import { systemHostResolver } from '../executors/get_urls/system-host-resolver';
import { createReminderStore } from '../storage/create-reminder-store';
import { createUndoJournal } from '../storage/create-undo-journal';
import { openAssistantDatabase } from '../storage/open-assistant-database';
import type { ExecutorEnvironment } from '../executor-support/executor-environment';

/**
 * A fresh temp folder (its real path) with `files/`, `Maildir/` and `data/`, and an environment rooted there with the
 * production defaults of the deny list and the network policy (test helper).
 */
export function createTestEnvironment(overrides: Partial<ExecutorEnvironment> & { llm?: LlmProvider } = {}): ExecutorEnvironment & { base: string } {
  const base = realpathSync(mkdtempSync(join(tmpdir(), 'metnos-assistant-')));
  const files = join(base, 'files');
  mkdirSync(files, { recursive: true });
  const dataDir = join(base, 'data');
  const database = openAssistantDatabase(dataDir);
  return {
    base,
    roots: [files],
    pathDenylist: defaultPathDenylist({ dataDir }),
    allowHardLinks: false,
    dataDir,
    location: '',
    maildir: join(base, 'Maildir'),
    outboxDir: join(dataDir, 'outbox'),
    smtpUrl: '',
    mailFrom: 'metnos@localhost',
    llm: undefined,
    reminders: createReminderStore(database),
    undoJournal: createUndoJournal(database),
    fetch: undiciFetch as unknown as typeof fetch,
    resolveHost: systemHostResolver,
    allowPrivateNetwork: false,
    networkAllowlist: [],
    httpTimeoutMs: 2000,
    httpMaxBytes: 1_000_000,
    ...overrides,
  };
}

/** An executor context for `turnId` at a fixed instant (test helper). */
export function testContext(turnId = 'turn-1', now = new Date('2026-05-19T10:30:00Z')): ExecutorContext {
  return { signal: new AbortController().signal, turnId, now, language: 'en' };
}
