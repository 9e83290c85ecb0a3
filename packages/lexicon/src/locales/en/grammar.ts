/** English articles. */
export const articles: readonly string[] = ['the', 'a', 'an'];

/** English prepositions do not fuse with articles. */
export const articulatedPrepositionStems: Readonly<Record<string, string>> = {};

/** English has no article fusions. */
export const articleFusions: readonly string[] = [];

/** English writes no elided articles or prepositions. */
export const elidedForms: readonly string[] = [];

/** No fusion elides in English. */
export const elidedFusion = '';
