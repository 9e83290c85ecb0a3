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

const shape = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/;

/**
 * The shape-only naming check: snake_case, at least two words (`verb_object`), starting with a letter. It cannot
 * tell a verb from a noun: that is the Naming Authority's vocabulary.
 */
export const checkVerbObjectShape: ToolNameChecker = (name) =>
  shape.test(name) ? { ok: true } : { ok: false, reason: `"${name}" is not verb_object[_qualifier] (snake_case, at least two words)` };
