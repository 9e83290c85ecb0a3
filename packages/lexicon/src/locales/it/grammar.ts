/** Italian articles, definite and indefinite ("l" is the elided "l'"). */
export const articles: readonly string[] = ['il', 'lo', 'la', 'i', 'gli', 'le', 'l', 'un', 'uno', 'una'];

/**
 * The prepositions that fuse with the definite article, each with the stem it fuses through ("di" → "de" + "lla" =
 * "della"); `withArticles` writes the articulated forms from these and `articleFusions`, so none is typed out.
 */
export const articulatedPrepositionStems: Readonly<Record<string, string>> = { di: 'de', a: 'a', da: 'da', in: 'ne', su: 'su', con: 'co' };

/** The endings a preposition's stem takes with each definite article: il, lo, la, i, gli, le, l'. */
export const articleFusions: readonly string[] = ['l', 'llo', 'lla', 'i', 'gli', 'lle', 'll'];

/** Words written elided before a vowel ("l'", "dell'", "quest'"), without their apostrophe. */
export const elidedForms: readonly string[] = ['l', 'un', 'dell', 'nell', 'all', 'sull', 'dall', 'coll', 'd', 'quest', 'quell'];

/** The fusion that elides (`"dell'"`), left out of `withArticles(…, { elided: false })`. */
export const elidedFusion = 'll';
