/** Keyword spellings folded to one form so that it/en phrasings of a request share keywords. */
export const keywordSynonyms: Readonly<Record<string, string>> = {
  cestino: 'trash',
  spazzatura: 'trash',
  bin: 'trash',
  junk: 'spam',
  indesiderata: 'spam',
  indesiderate: 'spam',
  dove: 'where',
  quando: 'when',
  oggi: 'today',
  ieri: 'yesterday',
  domani: 'tomorrow',
  letti: 'read',
};
