import { canonicalObject, canonicalQualifier, canonicalVerb, parseToolName } from '@metnos/lexicon';
import type { ToolNameChecker } from './tool-name-checker';

/**
 * The name a Naming Authority would accept for `name`, word by word: the canonical verb of its first word, the
 * canonical object of the longest following run of words, and the canonical qualifier of the rest (if any).
 * Undefined when a part has no canonical form: only a person can name that tool.
 */
function suggestCanonicalName(name: string): string | undefined {
  const [first = '', ...rest] = name.split('_');
  const verb = canonicalVerb(first);
  if (verb === undefined || rest.length === 0) return undefined;
  for (let length = rest.length; length >= 1; length -= 1) {
    const object = canonicalObject(rest.slice(0, length).join('_'));
    if (object === undefined) continue;
    const remainder = rest.slice(length).join('_');
    if (remainder === '') return `${verb}_${object}`;
    const qualifier = canonicalQualifier(remainder);
    return qualifier === undefined ? undefined : `${verb}_${object}_${qualifier}`;
  }
  return undefined;
}

/**
 * The Naming Authority of `@metnos/tool-grammar` as a {@link ToolNameChecker}: a name is accepted when
 * `parseToolName` accepts it (a canonical verb, object and optional qualifier of the closed it/en vocabulary);
 * otherwise the reason is the Authority's own one-line reason, and the suggestion is the same words in their
 * canonical forms when each has one (`search_notes` → `find_notes`, `list_directory` → `find_folders`,
 * `read_file` → `read_files`).
 */
export const checkWithNamingAuthority: ToolNameChecker = (name) => {
  const parsed = parseToolName(name);
  if (parsed.ok) return { ok: true, name: [parsed.verb, parsed.object, ...(parsed.qualifier === undefined ? [] : [parsed.qualifier])].join('_') };
  const suggestion = suggestCanonicalName(name);
  return suggestion === undefined || suggestion === name ? { ok: false, reason: parsed.reason } : { ok: false, reason: parsed.reason, suggestion };
};
