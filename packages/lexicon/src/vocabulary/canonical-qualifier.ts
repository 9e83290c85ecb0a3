import { qualifierVocabulary } from './qualifier-vocabulary';
import { surfaceIndex, surfaceKey } from './surface-index';

/** The canonical qualifier a token or phrase names (`gmail` is `google_workspace`, `non lette` is `unread`), or undefined. */
export function canonicalQualifier(token: string): string | undefined {
  const key = surfaceKey(token.replace(/_/gu, ' '));
  const asKey = key.replace(/ /gu, '_');
  if (Object.hasOwn(qualifierVocabulary, asKey)) return asKey;
  return surfaceIndex.qualifiers.get(key)?.qualifier;
}
