/**
 * How a canonical verb treats the world, which decides how much evidence a deterministic planner needs:
 * - `lookup`: lists or fetches things without changing them (`find`, `get`); lookup verbs may stand in for each
 *   other when one read-only tool of the object fits;
 * - `inspect`: reads or transforms content without changing it (`read`, `describe`, `translate`);
 * - `change`: creates, changes, moves, deletes or sends something; never substituted by another verb.
 */
export type VerbKind = 'lookup' | 'inspect' | 'change';

/** One canonical verb of the Naming Authority with the it/en surface forms that mean it in a request. */
export interface VerbEntry {
  kind: VerbKind;
  /** English request forms: base form (imperative/infinitive) and multi-word phrasal forms ("look for"). */
  english: readonly string[];
  /**
   * Italian request forms: imperative (tu, voi, Lei), infinitive, first person singular, and multi-word forms.
   * Clitic forms ("spostali", "mandameli", "trovarli") are read by stripping up to two enclitic pronouns.
   */
  italian: readonly string[];
  /**
   * Surface forms that mean this verb applied to one object, which they imply whatever noun follows
   * ("remind me to send the mail" creates a reminder, not a message): object → { english, italian }.
   */
  implying?: Readonly<Record<string, { english: readonly string[]; italian: readonly string[] }>>;
  /** The object meant when the request names none ("annulla" undoes the last turn). */
  defaultObject?: string;
}

/**
 * The closed verb vocabulary of tool names and request intents. Tool names use the
 * canonical (English) key; requests are read through the surface forms. Documented folds:
 * - `find` also covers list/show/display/elenca/mostra/visualizza/filtra: a tool that lists things is
 *   `find_<object>`, so "list the pdf files" and "delete the pdf files" stay apart (find vs delete);
 * - `get` covers tell/give/fetch/download/check/dimmi/dammi/scarica/controlla: fetch one thing or fact;
 * - `describe` covers summarize/riassumi/spiega; `create` covers make/add/set/aggiungi/imposta, and
 *   "remind"/"ricordami" is `create` of `reminders`.
 * Only forms that issue a request are listed: past participles ("moved", "spostato") are never the request's
 * verb, and English inflections are not stripped.
 */
/**
 * Light verbs whose action depends on their object: "put"/"metti" moves files ("metti ~/a.png in Immagini") but
 * creates a reminder, an event or a note ("metti un promemoria alle 8"). Forms are read like any verb form.
 */
export const lightVerbs: Readonly<Record<string, { objects: readonly string[]; verb: string }>> = {
  move: { objects: ['reminders', 'events', 'notes', 'tasks', 'alarms', 'timers', 'contacts'], verb: 'create' },
};

export const verbVocabulary: Readonly<Record<string, VerbEntry>> = {
  find: {
    kind: 'lookup',
    english: ['find', 'search', 'locate', 'lookup', 'list', 'show', 'display', 'filter', 'seek', 'see', 'look for', 'look up', 'search for', 'pull up', 'bring up', 'let me see'],
    italian: [
      'trova', 'trovare', 'trovate', 'trovi', 'trovo', 'cerca', 'cercare', 'cercate', 'cerchi', 'cerco', 'ricerca',
      'ricercare', 'elenca', 'elencare', 'elencate', 'elenchi', 'mostra', 'mostrare', 'mostrate', 'mostri',
      'visualizza', 'visualizzare', 'visualizzate', 'visualizzi', 'filtra', 'filtrare', 'individua', 'individuare',
      'vedere', 'vedi', 'fammi vedere', 'fatemi vedere',
    ],
  },
  get: {
    kind: 'lookup',
    english: ['get', 'tell', 'give', 'gimme', 'fetch', 'retrieve', 'download', 'check', 'obtain', 'grab', 'let me know'],
    italian: [
      'dimmi', 'dimmelo', 'ditemi', 'mi dica', 'mi dici', 'mi dite', 'dammi', 'dammelo', 'datemi', 'dire', 'ottieni', 'ottenere',
      'recupera', 'recuperare', 'recuperate', 'scarica', 'scaricare', 'scaricate', 'scarichi', 'controlla',
      'controllare', 'controllate', 'controlli', 'verifica', 'verificare', 'prendi', 'prendere', 'sapere',
      'fammi sapere',
    ],
  },
  read: {
    kind: 'inspect',
    english: ['read', 'take a look at', 'have a look at'],
    italian: ['leggi', 'leggere', 'leggete', 'legga', 'leggo', "dai un'occhiata a", "dai un'occhiata al", "dai un'occhiata alla"],
  },
  describe: {
    kind: 'inspect',
    english: ['describe', 'summarize', 'summarise', 'explain', 'recap', 'sum up', 'give me a summary of', 'give me a short summary of', 'give me a brief summary of', 'make a summary of'],
    italian: ['descrivi', 'descrivere', 'descrivete', 'riassumi', 'riassumere', 'riassumete', 'riassuma', 'sintetizza', 'sintetizzare', 'spiega', 'spiegare', 'fammi un riassunto di', 'fai un riassunto di', 'fammi un breve riassunto di', 'fammi una sintesi di'],
  },
  count: {
    kind: 'inspect',
    english: ['count'],
    italian: ['conta', 'contare', 'contate'],
  },
  translate: {
    kind: 'inspect',
    english: ['translate'],
    italian: ['traduci', 'tradurre', 'traducete', 'traduca'],
  },
  classify: {
    kind: 'inspect',
    english: ['classify', 'categorize', 'categorise'],
    italian: ['classifica', 'classificare', 'categorizza', 'categorizzare'],
  },
  open: {
    kind: 'inspect',
    english: ['open'],
    italian: ['apri', 'aprire', 'aprite', 'apra'],
  },
  create: {
    kind: 'change',
    english: ['create', 'make', 'add', 'set', 'set up'],
    italian: [
      'crea', 'creare', 'create', 'crei', 'aggiungi', 'aggiungere', 'aggiungete', 'aggiunga', 'imposta', 'impostare',
      'impostate', 'imposti', 'fissa', 'fissare', 'inserisci', 'inserire', 'genera', 'generare',
    ],
    implying: {
      reminders: {
        english: ['remind', "don't let me forget", 'do not let me forget'],
        italian: ['ricorda', 'ricordare', 'ricordate', 'ricordati', 'rammenta', 'rammentare', 'mi ricordi', 'non farmi dimenticare', 'non lasciarmi dimenticare'],
      },
      notes: {
        english: ['note down', 'jot down', 'write down'],
        italian: ['annota', 'annotare', 'appunta', 'appuntare', 'prendi nota'],
      },
    },
  },
  update: {
    kind: 'change',
    english: ['update', 'edit', 'modify', 'change'],
    italian: ['aggiorna', 'aggiornare', 'modifica', 'modificare', 'cambia', 'cambiare'],
  },
  delete: {
    kind: 'change',
    english: ['delete', 'remove', 'erase', 'trash', 'wipe', 'purge', 'discard', 'clear', 'cancel', 'get rid of', 'throw away', 'throw out'],
    italian: [
      'cancella', 'cancellare', 'cancellate', 'cancelli', 'elimina', 'eliminare', 'eliminate', 'elimini', 'elimino',
      'rimuovi', 'rimuovere', 'rimuovete', 'rimuova', 'togli', 'togliere', 'butta', 'buttare', 'butta via',
      'svuota', 'svuotare', 'cestina', 'cestinare',
    ],
  },
  move: {
    kind: 'change',
    english: ['move', 'relocate', 'transfer', 'put'],
    italian: ['sposta', 'spostare', 'spostate', 'sposti', 'sposto', 'muovi', 'muovere', 'trasferisci', 'trasferire', 'trasferite', 'trasferisca', 'metti', 'mettere', 'mettete'],
  },
  copy: {
    kind: 'change',
    english: ['copy', 'duplicate'],
    italian: ['copia', 'copiare', 'copiate', 'copi', 'duplica', 'duplicare'],
  },
  rename: {
    kind: 'change',
    english: ['rename'],
    italian: ['rinomina', 'rinominare', 'rinominate', 'rinomini', 'cambia nome'],
  },
  save: {
    kind: 'change',
    english: ['save', 'store'],
    italian: ['salva', 'salvare', 'salvate', 'salvi', 'memorizza', 'memorizzare'],
  },
  convert: {
    kind: 'change',
    english: ['convert'],
    italian: ['converti', 'convertire', 'convertite'],
  },
  send: {
    kind: 'change',
    english: ['send'],
    italian: ['invia', 'inviare', 'inviate', 'invii', 'manda', 'mandare', 'mandate', 'mandi', 'spedisci', 'spedire', 'spedite', 'spedisca'],
    implying: {
      // "write an email to x@… with subject …": writing a message to someone is sending it ("scrivi a x@…" alone is not).
      messages: {
        english: ['write an email', 'write an e-mail', 'write a mail', 'shoot an email', 'shoot an e-mail', 'drop an email'],
        italian: ['scrivi una mail', 'scrivi una email', 'scrivi un email', 'scrivi una e-mail', 'scrivi un e-mail', 'scrivere una mail', 'scrivere una email', 'scrivere un email'],
      },
    },
  },
  reply: {
    kind: 'change',
    english: ['reply', 'answer', 'respond'],
    italian: ['rispondi', 'rispondere', 'rispondete', 'risponda'],
  },
  forward: {
    kind: 'change',
    english: ['forward'],
    italian: ['inoltra', 'inoltrare', 'inoltrate', 'inoltri'],
  },
  share: {
    kind: 'change',
    english: ['share'],
    italian: ['condividi', 'condividere', 'condividete'],
  },
  upload: {
    kind: 'change',
    english: ['upload'],
    italian: ['carica', 'caricare', 'caricate'],
  },
  write: {
    kind: 'change',
    english: ['write', 'compose', 'draft'],
    italian: ['scrivi', 'scrivere', 'scrivete', 'scriva', 'componi', 'comporre', 'redigi'],
  },
  archive: {
    kind: 'change',
    english: ['archive'],
    italian: ['archivia', 'archiviare', 'archiviate'],
  },
  mark: {
    kind: 'change',
    english: ['mark', 'flag'],
    italian: ['segna', 'segnare', 'contrassegna', 'contrassegnare'],
  },
  play: {
    kind: 'change',
    english: ['play'],
    italian: ['riproduci', 'riprodurre', 'suona', 'suonare'],
  },
  schedule: {
    kind: 'change',
    english: ['schedule', 'plan'],
    italian: ['pianifica', 'pianificare', 'programma', 'programmare'],
  },
  book: {
    kind: 'change',
    english: ['book', 'reserve'],
    italian: ['prenota', 'prenotare', 'prenotate', 'prenoti'],
  },
  undo: {
    kind: 'change',
    english: ['undo', 'revert', 'rollback', 'roll back'],
    italian: ['annulla', 'annullare', 'annullate', 'disfa', 'ripristina', 'ripristinare', 'torna indietro', 'rimetti tutto come prima', "rimetti tutto com'era", 'rimetti come prima', 'riporta tutto come prima'],
    defaultObject: 'last_turn',
  },
  request: {
    kind: 'change',
    english: ['request'],
    italian: ['richiedi', 'richiedere'],
    defaultObject: 'new_executor',
  },
};
