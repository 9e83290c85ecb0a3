import type { LocaleGrammar } from '../locales/locale-words';

/** Options of `articulate` and `withArticles`. */
export interface ArticulateOptions {
  /** Put the preposition itself first; default false. */
  bare?: boolean;
  /** Include the elided form before a vowel ("dell'", "all'"); default true. */
  elided?: boolean;
  /** Write the elided form with its apostrophe ("dell'" rather than "dell"); default false. */
  apostrophe?: boolean;
}

/**
 * The articulated forms of `preposition` in `grammar` (a locale's `grammar.ts`): its stem followed by each article
 * fusion ("de" + "lla"). `withArticles` reads the grammar of a language; a locale's own files call this one.
 */
export function articulate(grammar: LocaleGrammar, preposition: string, { bare = false, elided = true, apostrophe = false }: ArticulateOptions = {}): string[] {
  const stem = grammar.articulatedPrepositionStems[preposition];
  const endings = elided ? grammar.articleFusions : grammar.articleFusions.filter((ending) => ending !== grammar.elidedFusion);
  const fused = stem === undefined ? [] : endings.map((ending) => stem + ending + (apostrophe && ending === grammar.elidedFusion ? "'" : ''));
  return bare ? [preposition, ...fused] : fused;
}
