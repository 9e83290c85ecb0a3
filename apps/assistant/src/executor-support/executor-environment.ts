import type { Executor, LlmProvider, ToolResult, ExecutorContext } from '@metnos/core';
import type { TurnChannel } from '../turn/assistant';
import type { ReminderStore } from '../storage/reminder-store';
import type { UndoJournal } from '../storage/undo-journal';

/** Every address of a host name (IPv4 and IPv6); get_urls checks them all before it connects to one. */
export type HostResolver = (hostname: string, options: { signal: AbortSignal }) => Promise<{ address: string; family: 4 | 6 }[]>;

/**
 * What the executors of the catalog may touch, built once by the composition root. Executors never read
 * `process.env` or `Date.now()`: everything comes from here or from the `ExecutorContext`.
 */
export interface ExecutorEnvironment {
  /**
   * Absolute folders file executors may read and change (the Vaglio path allowlist); the first one is where
   * relative paths start. Executors check real paths (links resolved) against them at the moment they act.
   */
  roots: string[];
  /** The complete deny list (built-in + `[vaglio] path_denylist`), which wins over `roots`; see nous' `createPathPolicy`. */
  pathDenylist: string[];
  /**
   * `[vaglio] allow_hard_links`: file executors may open and move files with more than one name (hard links);
   * false (the default) refuses them, since the path policy judges names and another name may be a secret.
   */
  allowHardLinks: boolean;
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
  /** The channel of one running turn (a location shared in a Telegram chat), when the request came from one. */
  channelForTurn?: (turnId: string) => TurnChannel | undefined;
  /** Where reversible effects are written so undo_last_turn can replay them backwards. */
  reminders: ReminderStore;
  undoJournal: UndoJournal;
  /**
   * HTTP client used by get_urls; it must honour undici's `dispatcher` option (undici's fetch, the default, or
   * Node's global fetch), which get_urls uses to connect only to addresses it checked.
   */
  fetch: typeof fetch;
  /** How get_urls resolves host names (the system resolver; injected by tests). */
  resolveHost: HostResolver;
  /** `[executors] allow_private_network`: get_urls may reach non-public addresses. */
  allowPrivateNetwork: boolean;
  /** `[executors] network_allowlist`: host names, IP addresses, CIDR ranges get_urls may reach although not public. */
  networkAllowlist: string[];
  /** Timeout of one HTTP fetch. */
  httpTimeoutMs: number;
  /** Bytes read from one HTTP response before it is cut. */
  httpMaxBytes: number;
}

/** The body of an executor: what `invoke` runs once the manifest is known. */
export type ExecutorImplementation = (args: Record<string, unknown>, context: ExecutorContext) => Promise<ToolResult>;

/** Builds an executor body from the environment. */
export type ExecutorFactory = (environment: ExecutorEnvironment) => ExecutorImplementation;

/**
 * An executor's pure check of its arguments (core's `Executor.checkArgs`): no environment, no I/O, so Nous can run it
 * before asking the user's consent.
 */
export type ExecutorArgCheck = NonNullable<Executor['checkArgs']>;
