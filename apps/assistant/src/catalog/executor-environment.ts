import type { LlmProvider, ToolResult, ExecutorContext } from '@metnos/core';
import type { ReminderStore } from '../storage/reminder-store';
import type { UndoJournal } from '../storage/undo-journal';

/**
 * What the executors of the catalog may touch, built once by the composition root. Executors never read
 * `process.env` or `Date.now()`: everything comes from here or from the `ExecutorContext`.
 */
export interface ExecutorEnvironment {
  /** Absolute folders file executors may read and change (the Vaglio path allowlist). */
  roots: string[];
  /** Folder for the assistant's own files (reminders, executor requests, undo journal). */
  dataDir: string;
  /** `[executors] location` ("Milan, Italy" or "45.46,9.19"); empty means the user has not shared one. */
  location: string;
  /** Maildir++ root: INBOX is `cur/new/tmp` here, other folders are `.<Name>/`. */
  maildir: string;
  /** Folder where send_messages writes .eml files when no SMTP server is configured. */
  outboxDir: string;
  /** `smtp://user:pass@host:port` or `smtps://...`; empty = write to the outbox folder. */
  smtpUrl: string;
  /** From address used for sent messages. */
  mailFrom: string;
  /** Fast-tier LLM for describe_entries; absent = that executor reports `missing_capability`. */
  llm: LlmProvider | undefined;
  /**
   * The LLM of one running turn (the assistant counts each turn's calls); executors prefer it to `llm` and fall
   * back to `llm` when it returns undefined.
   */
  llmForTurn?: (turnId: string) => LlmProvider | undefined;
  /** Where reversible effects are written so undo_last_turn can replay them backwards. */
  reminders: ReminderStore;
  undoJournal: UndoJournal;
  /** HTTP client used by get_urls (injected for tests; defaults to the global fetch). */
  fetch: typeof fetch;
  /** Timeout of one HTTP fetch. */
  httpTimeoutMs: number;
  /** Bytes read from one HTTP response before it is cut. */
  httpMaxBytes: number;
}

/** The body of an executor: what `invoke` runs once the manifest is known. */
export type ExecutorImplementation = (args: Record<string, unknown>, context: ExecutorContext) => Promise<ToolResult>;

/** Builds an executor body from the environment. */
export type ExecutorFactory = (environment: ExecutorEnvironment) => ExecutorImplementation;
