/**
 * What a naming check says about one tool name: accepted (possibly as a canonical spelling, `name`), or refused
 * with a reason and, when the checker knows one, a name it would accept instead.
 */
type ToolNameVerdict = { ok: true; name?: string } | { ok: false; reason: string; suggestion?: string };

/**
 * A naming check for tool names (`verb_object[_qualifier]`): `checkWithNamingAuthority` (the closed it/en
 * vocabulary of `@metnos/tool-grammar`, the importer's default) or `checkVerbObjectShape` (the shape only). MCP
 * import takes the checker as a parameter.
 */
export type ToolNameChecker = (name: string) => ToolNameVerdict;
