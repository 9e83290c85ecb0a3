import type { ExecutorError } from '../errors/executor-error';
import type { JsonSchema } from './json-schema';
import type { ToolEffect } from './tool-effect';
import type { Language } from './language';

/**
 * Flags that change how the planner, the pool filter and the safety judge treat a tool.
 */
export interface ToolFlags {
  /** The tool changes or deletes user data; Vaglio asks for confirmation unless the turn allows it. */
  destructive?: boolean;
  /**
   * The tool is an escape hatch that is always injected into the pool (request_new_executor,
   * request_location_from_user, undo_last_turn): the pool filter drops it unless the query calls for it.
   */
  escapeHatch?: boolean;
  /** Provider qualifier such as `_google_workspace`: kept only when the query mentions the provider. */
  providerSuffix?: string;
  /** The tool can be undone by `undo_last_turn`. */
  reversible?: boolean;
}

/**
 * The wire description of a tool, as read from an executor's TOML manifest.
 * `inputSchema` is the single source of truth for grammars, validation and argument extraction.
 */
export interface ToolManifest {
  /** snake_case verb_object[_qualifier] name, unique in a catalog (e.g. `find_files`). */
  name: string;
  /** One sentence for the planner prompt. */
  description: string;
  /** JSON Schema of the `arguments` object. */
  inputSchema: JsonSchema;
  /** Names of the fields the tool's output carries (e.g. `entries`, `ok_count`), for `${stepN.field}`. */
  outputFields?: string[];
  flags?: ToolFlags;
  /**
   * What the tool does ({@link ToolEffect}). Absent means unknown, which consumers treat as the most dangerous
   * case (consent needed).
   */
  effects?: readonly ToolEffect[];
  /** Groups of argument names of which at least one must be present (checked by Nous before invoking). */
  requiresOneOf?: string[][];
  /**
   * Argument values that are placeholders a model may copy from the prompt instead of real data
   * (e.g. `"<path>"`, `"example.com"`); Nous refuses them. `true` uses the built-in list.
   */
  forbidPlaceholderValues?: boolean | string[];
  /** Argument that receives the previous step's entries when a step says `from_step: N`. */
  consumerArg?: string;
}

/** A call of one tool with its arguments, as decoded from the model or replayed from memory. */
export interface ToolCall {
  name: string;
  arguments: Record<string, unknown>;
}

/**
 * What an executor returns. `entries` is the list that `from_step: N` hands to the next step;
 * every other field can be read by `${stepN.field}` in a final message.
 */
export interface ToolResult {
  [field: string]: unknown;
  entries?: unknown[];
}

/** Per-call context handed to an executor by Nous. */
export interface ExecutorContext {
  /** Aborts the invocation (timeout or user cancel). */
  signal: AbortSignal;
  /** Identifier of the turn, for undo journals and logs. */
  turnId: string;
  /** The turn's clock; executors never read `Date.now()` themselves so that replays are deterministic. */
  now: Date;
  /** User's language as detected for the turn. */
  language: Language;
}

/**
 * A tool with its implementation. Executors signal failures by throwing `ExecutorError` (core) with a
 * `failureKind`, never by returning prose.
 */
export interface Executor {
  manifest: ToolManifest;
  /**
   * Optional check of argument values the JSON Schema cannot express (a recipient that must be an email address, a
   * destination that must not be blank). Nous runs it after the schema validation and BEFORE Vaglio judges the call
   * (for a step whose arguments are all written in the plan, before the plan's first step runs), so the user is
   * never asked to consent to a call that cannot run; the error it returns becomes the step's failure
   * exactly as if `invoke` had thrown it. It must be pure and synchronous: no I/O (no file system, network or clock),
   * no effects, the same answer for the same arguments; checks that need the world (real paths, a message that
   * exists) stay in Vaglio or `invoke`. `invoke` should run the same check too, for callers that invoke directly.
   */
  checkArgs?(args: Record<string, unknown>, context: ExecutorCheckContext): ExecutorError | undefined;
  invoke(args: Record<string, unknown>, context: ExecutorContext): Promise<ToolResult>;
}

/** What {@link Executor.checkArgs} may read of the call: the turn's language and clock, never a signal (it does no I/O). */
export type ExecutorCheckContext = Omit<ExecutorContext, 'signal'>;
