/**
 * What a naming check says about one tool name: accepted (possibly as a canonical spelling, `name`), or refused
 * with a reason and, when the checker knows one, a name it would accept instead.
 */
export type ToolNameVerdict = { ok: true; name?: string } | { ok: false; reason: string; suggestion?: string };

/**
 * A naming check for tool names (`verb_object[_qualifier]`). The Naming Authority of `@metnos/tool-grammar`
 * (`src/naming/`) will provide the real one (closed it/en vocabulary); until then {@link checkVerbObjectShape}
 * checks only the shape. MCP import takes the checker as a parameter so it works with either.
 */
export type ToolNameChecker = (name: string) => ToolNameVerdict;
