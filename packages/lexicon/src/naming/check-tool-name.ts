import { InvalidToolNameError } from './invalid-tool-name-error';
import { parseToolName, type ToolNameParts } from './parse-tool-name';

/**
 * Checks a tool name against the Naming Authority and returns its parts; throws {@link InvalidToolNameError}
 * (with the reason of {@link parseToolName}) when it breaks the rule.
 */
export function checkToolName(name: string): ToolNameParts {
  const parsed = parseToolName(name);
  if (!parsed.ok) throw new InvalidToolNameError({ toolName: String(name), reason: parsed.reason });
  const { ok: _ok, ...parts } = parsed;
  return parts;
}
