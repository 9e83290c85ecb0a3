/**
 * Italian request forms of each canonical verb: imperative (tu, voi, Lei), infinitive, first person and multi-word forms; clitic forms ("spostali") are read by stripping `verbClitics`.
 */
export const verbs: Readonly<Record<string, readonly string[]>> = {
    find: [
      'trova', 'trovare', 'trovate', 'trovi', 'trovo', 'cerca', 'cercare', 'cercate', 'cerchi', 'cerco', 'ricerca',
      'ricercare', 'elenca', 'elencare', 'elencate', 'elenchi', 'mostra', 'mostrare', 'mostrate', 'mostri',
      'visualizza', 'visualizzare', 'visualizzate', 'visualizzi', 'filtra', 'filtrare', 'individua', 'individuare',
      'vedere', 'vedi', 'fammi vedere', 'fatemi vedere',
    ],
    get: [
      'dimmi', 'dimmelo', 'ditemi', 'mi dica', 'mi dici', 'mi dite', 'dammi', 'dammelo', 'datemi', 'dire',
      'ottieni', 'ottenere', 'recupera', 'recuperare', 'recuperate', 'scarica', 'scaricare', 'scaricate',
      'scarichi', 'controlla', 'controllare', 'controllate', 'controlli', 'verifica', 'verificare', 'prendi',
      'prendere', 'sapere', 'fammi sapere',
    ],
    read: [
      'leggi', 'leggere', 'leggete', 'legga', 'leggo', 'dai un\'occhiata a', 'dai un\'occhiata al',
      'dai un\'occhiata alla',
    ],
    describe: [
      'descrivi', 'descrivere', 'descrivete', 'riassumi', 'riassumere', 'riassumete', 'riassuma', 'sintetizza',
      'sintetizzare', 'spiega', 'spiegare', 'fammi un riassunto di', 'fai un riassunto di',
      'fammi un breve riassunto di', 'fammi una sintesi di',
    ],
    count: ['conta', 'contare', 'contate'],
    translate: ['traduci', 'tradurre', 'traducete', 'traduca'],
    classify: ['classifica', 'classificare', 'categorizza', 'categorizzare'],
    open: ['apri', 'aprire', 'aprite', 'apra'],
    create: [
      'crea', 'creare', 'create', 'crei', 'aggiungi', 'aggiungere', 'aggiungete', 'aggiunga', 'imposta',
      'impostare', 'impostate', 'imposti', 'fissa', 'fissare', 'inserisci', 'inserire', 'genera', 'generare',
    ],
    update: ['aggiorna', 'aggiornare', 'modifica', 'modificare', 'cambia', 'cambiare'],
    delete: [
      'cancella', 'cancellare', 'cancellate', 'cancelli', 'elimina', 'eliminare', 'eliminate', 'elimini',
      'elimino', 'rimuovi', 'rimuovere', 'rimuovete', 'rimuova', 'togli', 'togliere', 'butta', 'buttare',
      'butta via', 'svuota', 'svuotare', 'cestina', 'cestinare',
    ],
    move: [
      'sposta', 'spostare', 'spostate', 'sposti', 'sposto', 'muovi', 'muovere', 'trasferisci', 'trasferire',
      'trasferite', 'trasferisca', 'metti', 'mettere', 'mettete',
    ],
    copy: ['copia', 'copiare', 'copiate', 'copi', 'duplica', 'duplicare'],
    rename: ['rinomina', 'rinominare', 'rinominate', 'rinomini', 'cambia nome'],
    save: ['salva', 'salvare', 'salvate', 'salvi', 'memorizza', 'memorizzare'],
    convert: ['converti', 'convertire', 'convertite'],
    send: [
      'invia', 'inviare', 'inviate', 'invii', 'manda', 'mandare', 'mandate', 'mandi', 'spedisci', 'spedire',
      'spedite', 'spedisca',
    ],
    reply: ['rispondi', 'rispondere', 'rispondete', 'risponda'],
    forward: ['inoltra', 'inoltrare', 'inoltrate', 'inoltri'],
    share: ['condividi', 'condividere', 'condividete'],
    upload: ['carica', 'caricare', 'caricate'],
    write: ['scrivi', 'scrivere', 'scrivete', 'scriva', 'componi', 'comporre', 'redigi'],
    archive: ['archivia', 'archiviare', 'archiviate'],
    mark: ['segna', 'segnare', 'contrassegna', 'contrassegnare'],
    play: ['riproduci', 'riprodurre', 'suona', 'suonare'],
    schedule: ['pianifica', 'pianificare', 'programma', 'programmare'],
    book: ['prenota', 'prenotare', 'prenotate', 'prenoti'],
    undo: [
      'annulla', 'annullare', 'annullate', 'disfa', 'ripristina', 'ripristinare', 'torna indietro',
      'rimetti tutto come prima', 'rimetti tutto com\'era', 'rimetti come prima', 'riporta tutto come prima',
    ],
    request: ['richiedi', 'richiedere'],
  };

/** Forms that mean a verb applied to one object, which they imply whatever noun follows ("remind me to send the mail" creates a reminder). */
export const verbsImplying: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  create: {
    reminders: [
      'ricorda', 'ricordare', 'ricordate', 'ricordati', 'rammenta', 'rammentare', 'mi ricordi',
      'non farmi dimenticare', 'non lasciarmi dimenticare',
    ],
    notes: ['annota', 'annotare', 'appunta', 'appuntare', 'prendi nota'],
  },
  send: {
    messages: [
      'scrivi una mail', 'scrivi una email', 'scrivi un email', 'scrivi una e-mail', 'scrivi un e-mail',
      'scrivere una mail', 'scrivere una email', 'scrivere un email',
    ],
  },
};

/** Forms of a light verb whose action depends on its object ("metti ~/a.png in Immagini" moves, "metti un promemoria" creates). */
export const lightVerbForms: readonly string[] = ['metti', 'mettere', 'mettete', 'mettimi', 'mettile', 'mettili'];

/** Enclitic pronouns a verb form may carry, longest first ("spostala" = "sposta" + "la"). */
export const verbClitics: readonly string[] = [
  'glielo', 'gliela', 'glieli', 'gliele', 'gliene', 'gli', 'mi', 'ti', 'ci', 'vi', 'lo', 'la', 'li', 'le', 'ne',
  'me', 'te', 'ce', 've',
];
