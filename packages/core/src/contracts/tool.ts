import type { JsonSchema } from './json-schema';

/**
 * What a tool does to the world, declared by its manifest; the confirmation rule derives from it, never from a
 * hand-kept list of tool names:
 * - `read`: reads the user's data (files, mail, location) and returns it;
 * - `write`: creates new data on this machine (a reminder, a new file);
 * - `overwrite`: may replace or move existing data (a file moved onto another name, a message moved);
 * - `delete`: removes data;
 * - `send`: sends data to someone or somewhere outside the machine (mail, a post, an upload);
 * - `network`: talks to other hosts (fetching a page), without sending the user's data.
 * `overwrite`, `delete` and `send` always need the user's informed consent.
 */
export type ToolEffect = 'read' | 'write' | 'overwrite' | 'delete' | 'send' | 'network';

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
  language: 'it' | 'en';
}

/**
 * A tool with its implementation. Executors signal failures by throwing `ExecutorError` (core) with a
 * `failureKind`, never by returning prose.
 */
export interface Executor {
  manifest: ToolManifest;
  invoke(args: Record<string, unknown>, context: ExecutorContext): Promise<ToolResult>;
}
