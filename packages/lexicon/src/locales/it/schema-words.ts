import type { SchemaWords } from '../locale-words';

/** Italian words read in the descriptions of a tool's properties (names are English: no name words). */
export const schemaWords: SchemaWords = {
  pastNameWords: [],
  futureNameWords: [],
  pastDescriptionStems: ['modificat', 'ricevut', 'inviat', 'creat', 'dopo', 'da quando', 'passat'],
  futureDescriptionStems: ['ricorda', 'promemoria', 'sveglia', 'scadenza', 'evento', 'appuntamento', 'prenotazion', 'futur', 'prossim'],
  nameHints: { duration: ['durata'], time: ['ora', 'orario'], date: ['data', 'giorno'] },
  ambiguousTemporalNames: [],
  notTemporalDescriptionWords: [
    'lingua', 'destinatari', 'destinatario', 'mittente', 'indirizzo', 'luogo', 'citta', 'città', 'posto', 'stazione', 'aeroporto', 'paese', 'partenza da',
    'arrivo a', 'valuta',
  ],
  temporalDescriptionWords: ['data', 'ora', 'orario', 'giorno', 'quando', 'scadenza'],
  durationUnits: { millisecond: ['millisecondi'], second: ['secondi'], minute: ['minuti'], hour: ['ore'], day: ['giorni'], week: ['settimane'] },
  sourceNames: [],
  destinationNames: [],
  minimumNames: [],
  maximumNames: [],
};
