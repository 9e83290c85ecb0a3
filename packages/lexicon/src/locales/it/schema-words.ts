import type { SchemaWords } from '../locale-words';

/** Italian words read in the descriptions of a tool's properties (names are English: no name words). */
export const schemaWords: SchemaWords = {
  pastNameWords: [],
  futureNameWords: [],
  pastDescriptionStems: ['modificat', 'ricevut', 'inviat', 'creat', 'dopo', 'da quando', 'passat'],
  futureDescriptionStems: ['ricorda', 'promemoria', 'sveglia', 'scadenza', 'evento', 'appuntamento', 'prenotazion', 'futur', 'prossim'],
};
