import { verbLexicon } from './verb-lexicon';

const surfaceToVerb = new Map<string, string>(
  Object.entries(verbLexicon).flatMap(([verb, forms]) => forms.map((form) => [form, verb] as const)),
);

// Italian enclitic pronouns, longest first: "spostala" = "sposta" + "la", "mandameli" = "manda" + "me" + "li".
const clitics = ['glielo', 'gliela', 'glieli', 'gliele', 'gliene', 'gli', 'mi', 'ti', 'ci', 'vi', 'lo', 'la', 'li', 'le', 'ne', 'me', 'te', 'ce', 've'];

/**
 * The canonical verb a token stands for, or undefined: the token itself, or (lemma-ish) the token with up to
 * two Italian enclitic pronouns removed ("spostala" is `move`, "mandameli" is `send`). English inflections
 * are deliberately not stripped: "moved" is a past form, never the verb of a request.
 */
export function canonicalVerb(token: string): string | undefined {
  const direct = surfaceToVerb.get(token);
  if (direct !== undefined) return direct;
  let candidates = [token];
  for (let depth = 0; depth < 2; depth += 1) {
    const next: string[] = [];
    for (const candidate of candidates) {
      for (const clitic of clitics) {
        if (candidate.length > clitic.length + 2 && candidate.endsWith(clitic)) {
          const stem = candidate.slice(0, -clitic.length);
          const verb = surfaceToVerb.get(stem);
          if (verb !== undefined) return verb;
          next.push(stem);
        }
      }
    }
    candidates = next;
  }
  return undefined;
}
