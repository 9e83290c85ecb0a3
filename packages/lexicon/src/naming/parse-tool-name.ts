import { canonicalObject } from '../vocabulary/canonical-object';
import { canonicalQualifier } from '../vocabulary/canonical-qualifier';
import { canonicalVerb } from '../vocabulary/canonical-verb';
import { objectVocabulary } from '../vocabulary/object-vocabulary';
import { qualifierVocabulary } from '../vocabulary/qualifier-vocabulary';
import { verbVocabulary } from '../vocabulary/verb-vocabulary';

/** The parts of a tool name that follows the Naming Authority: `verb_object[_qualifier]`. */
export interface ToolNameParts {
  verb: string;
  object: string;
  qualifier?: string;
}

/** The result of {@link parseToolName}: the parts, or a one-line reason that says how to fix the name. */
export type ToolNameParse = ({ ok: true } & ToolNameParts) | { ok: false; reason: string };

const list = (table: object): string => Object.keys(table).sort().join(', ');

/**
 * Parses a tool name against the closed vocabulary: a canonical verb (`verbVocabulary`), then a canonical
 * object (`objectVocabulary`, compounds such as `last_turn` included), then optionally one canonical qualifier
 * (`qualifierVocabulary`, compounds such as `google_workspace` included), all snake_case. A surface form in place
 * of a canonical word is refused with the word to use ("list_files": use "find").
 */
export function parseToolName(name: string): ToolNameParse {
  if (typeof name !== 'string' || !/^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/u.test(name)) {
    return { ok: false, reason: `${JSON.stringify(name)} is not snake_case: use lower-case words joined by "_", such as "find_files"` };
  }
  const parts = name.split('_');
  const verb = parts[0] as string;
  if (!Object.hasOwn(verbVocabulary, verb)) {
    const canonical = canonicalVerb(verb);
    return {
      ok: false,
      reason: canonical === undefined
        ? `"${verb}" is not in the verb vocabulary; use one of: ${list(verbVocabulary)}`
        : `"${verb}" is not a canonical verb; use "${canonical}" (it covers "${verb}")`,
    };
  }
  const rest = parts.slice(1);
  if (rest.length === 0) return { ok: false, reason: `"${name}" has no object; tool names are verb_object[_qualifier], such as "${verb}_files"` };
  let objectLength = 0;
  for (let length = rest.length; length >= 1; length -= 1) {
    if (Object.hasOwn(objectVocabulary, rest.slice(0, length).join('_'))) {
      objectLength = length;
      break;
    }
  }
  if (objectLength === 0) {
    const canonical = canonicalObject(rest[0] as string);
    return {
      ok: false,
      reason: canonical === undefined
        ? `"${rest[0] as string}" is not in the object vocabulary; use one of: ${list(objectVocabulary)}`
        : `"${rest[0] as string}" is not a canonical object; use "${canonical}"`,
    };
  }
  const object = rest.slice(0, objectLength).join('_');
  const qualifierParts = rest.slice(objectLength);
  if (qualifierParts.length === 0) return { ok: true, verb, object };
  const qualifier = qualifierParts.join('_');
  if (Object.hasOwn(qualifierVocabulary, qualifier)) return { ok: true, verb, object, qualifier };
  const canonical = canonicalQualifier(qualifier);
  return {
    ok: false,
    reason: canonical === undefined
      ? `"${qualifier}" after "${verb}_${object}" is not in the qualifier vocabulary; use one of: ${list(qualifierVocabulary)}`
      : `"${qualifier}" is not a canonical qualifier; use "${canonical}"`,
  };
}
