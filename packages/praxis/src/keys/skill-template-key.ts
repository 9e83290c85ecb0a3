import type { Framework } from '@metnos/core';
import { frameworkHash } from './framework-hash';

/**
 * The LLM cache namespace of the frame bindings of skills (which values of a skill's plan came from which slot of
 * its request). Templates kept by text alignment before issue 22 (`skill-template`) are not read: such a skill
 * misses once, and its next success keeps a binding.
 */
export const skillTemplateNamespace = 'skill-binding';

/** The key a skill's replay template is kept under in {@link skillTemplateNamespace}: `<intentHash>:<frameworkHash>`. */
export function skillTemplateKey(intentHash: string, framework: Framework): string {
  return `${intentHash}:${frameworkHash(framework)}`;
}
