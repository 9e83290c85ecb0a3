import type { SkillRecord } from '@metnos/core';
import { toSnakeCaseToolName } from '../mcp-client/to-snake-case-tool-name';

/**
 * The MCP tool name of each skill: `skill_<verb>_<object>` (snake_case, at most 100 characters), plus the first 8
 * characters of the intent hash when two skills would share it. Pure.
 */
export function skillToolNames(skills: readonly SkillRecord[]): Map<string, SkillRecord> {
  const names = new Map<string, SkillRecord>();
  const base = (skill: SkillRecord) => `skill_${toSnakeCaseToolName(`${skill.intent.verb} ${skill.intent.object}`) || 'unnamed'}`.slice(0, 100);
  const counts = new Map<string, number>();
  for (const skill of skills) counts.set(base(skill), (counts.get(base(skill)) ?? 0) + 1);
  for (const skill of skills) names.set((counts.get(base(skill)) ?? 0) > 1 ? `${base(skill)}_${skill.intentHash.slice(0, 8)}` : base(skill), skill);
  return names;
}
