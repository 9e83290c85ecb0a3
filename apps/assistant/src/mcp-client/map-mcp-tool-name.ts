import { checkVerbObjectShape } from './check-verb-object-shape';
import type { ToolNameChecker } from './tool-name-checker';
import { toSnakeCaseToolName } from './to-snake-case-tool-name';

/** How an MCP tool name became a catalog name, or why it could not. */
export type McpToolNameMapping =
  | {
      ok: true;
      name: string;
      /**
       * `as_is`: the MCP name passed the check; `normalised`: its snake_case spelling did; `renamed`: from the
       * server's `tool_names`; `suggested`: the checker's suggestion; `qualified`: `_<server>` added because the
       * name was taken.
       */
      how: 'as_is' | 'normalised' | 'renamed' | 'suggested' | 'qualified';
    }
  | { ok: false; reason: string };

/** Options of {@link mapMcpToolName}. */
export interface MapMcpToolNameOptions {
  /** The server's name in `[mcp.servers.<name>]`, for the qualifier and the hint. */
  server: string;
  /** The naming check (default {@link checkVerbObjectShape}; the importer passes the Naming Authority). */
  checkName?: ToolNameChecker;
  /** `tool_names` of the server: MCP name → catalog name. */
  renames?: Readonly<Record<string, string>>;
  /** Names already in the pool (the executors catalog and earlier MCP tools). */
  taken?: ReadonlySet<string>;
}

/**
 * Maps an MCP tool name onto a `verb_object[_qualifier]` catalog name: the server's explicit rename first, else
 * the name itself, its snake_case spelling, or the checker's suggestion, whichever the naming check accepts
 * (its canonical spelling wins). A name already taken gets the server as qualifier (`read_file_docs`). A name
 * that cannot be mapped gets a one-line reason saying how to fix it in runtime.toml. Pure.
 */
export function mapMcpToolName(mcpName: string, { server, checkName = checkVerbObjectShape, renames = {}, taken = new Set() }: MapMcpToolNameOptions): McpToolNameMapping {
  const hint = `add tool_names = { "${mcpName}" = "<verb>_<object>" } to [mcp.servers.${server}]`;
  const accept = (candidate: string, how: Extract<McpToolNameMapping, { ok: true }>['how']): McpToolNameMapping => {
    const verdict = checkName(candidate);
    if (!verdict.ok) return { ok: false, reason: verdict.reason };
    const name = verdict.name ?? candidate;
    if (!taken.has(name)) return { ok: true, name, how };
    const qualified = `${name}_${toSnakeCaseToolName(server)}`;
    const qualifiedVerdict = checkName(qualified);
    const qualifiedName = qualifiedVerdict.ok ? (qualifiedVerdict.name ?? qualified) : undefined;
    if (qualifiedName !== undefined && !taken.has(qualifiedName)) return { ok: true, name: qualifiedName, how: 'qualified' };
    return { ok: false, reason: `"${name}" is already taken by another tool` };
  };

  const renamed = renames[mcpName];
  if (renamed !== undefined) {
    const result = accept(renamed, 'renamed');
    return result.ok ? result : { ok: false, reason: `tool_names maps it to "${renamed}", but ${result.reason}` };
  }
  const first = accept(mcpName, 'as_is');
  if (first.ok) return first;
  const snake = toSnakeCaseToolName(mcpName);
  const second = snake === mcpName || snake === '' ? first : accept(snake, 'normalised');
  if (second.ok) return second;
  const verdict = checkName(snake === '' ? mcpName : snake);
  if (!verdict.ok && verdict.suggestion !== undefined) {
    const third = accept(verdict.suggestion, 'suggested');
    if (third.ok) return third;
  }
  return { ok: false, reason: `${second.reason}: ${hint}` };
}
