/** Spanish articles, definite and indefinite (and the neuter "lo"). */
export const articles: readonly string[] = ['el', 'la', 'los', 'las', 'lo', 'un', 'una', 'unos', 'unas'];

/**
 * The prepositions that fuse with the definite article, each with the stem it fuses through ("de" + "l" = "del",
 * "a" + "l" = "al"): Spanish fuses only with "el", so `articleFusions` has one ending.
 */
export const articulatedPrepositionStems: Readonly<Record<string, string>> = { de: 'de', a: 'a' };

/** The ending a preposition's stem takes with "el" (the only article Spanish fuses with). */
export const articleFusions: readonly string[] = ['l'];

/** Spanish writes no elided articles or prepositions. */
export const elidedForms: readonly string[] = [];

/** No fusion elides in Spanish. */
export const elidedFusion = '';
