/**
 * Canonical (English) action verbs with the it/en surface forms that mean them in a request: English base
 * forms, Italian imperatives (tu/voi), infinitives and first persons. Only forms that issue a request are
 * listed, so "moved" or "trovato" (past participles) are never the request's verb.
 */
export const verbLexicon: Readonly<Record<string, readonly string[]>> = {
  find: ['find', 'search', 'look', 'locate', 'lookup', 'trova', 'trovare', 'trovate', 'trovo', 'cerca', 'cercare', 'cercate', 'cerco', 'ricerca', 'ricercare'],
  move: ['move', 'sposta', 'spostare', 'spostate', 'sposto', 'muovi', 'muovere', 'trasferisci', 'trasferire'],
  delete: ['delete', 'remove', 'erase', 'cancella', 'cancellare', 'cancellate', 'elimina', 'eliminare', 'eliminate', 'rimuovi', 'rimuovere'],
  send: ['send', 'invia', 'inviare', 'inviate', 'manda', 'mandare', 'mandate', 'spedisci', 'spedire'],
  show: ['show', 'list', 'display', 'view', 'mostra', 'mostrare', 'mostrate', 'elenca', 'elencare', 'visualizza', 'visualizzare', 'vedere'],
  read: ['read', 'leggi', 'leggere', 'leggete'],
  open: ['open', 'apri', 'aprire', 'aprite'],
  create: ['create', 'make', 'crea', 'creare', 'create'],
  add: ['add', 'aggiungi', 'aggiungere'],
  copy: ['copy', 'copia', 'copiare'],
  rename: ['rename', 'rinomina', 'rinominare'],
  classify: ['classify', 'categorize', 'categorise', 'classifica', 'classificare'],
  summarize: ['summarize', 'summarise', 'riassumi', 'riassumere'],
  translate: ['translate', 'traduci', 'tradurre'],
  download: ['download', 'scarica', 'scaricare'],
  upload: ['upload', 'carica', 'caricare'],
  play: ['play', 'riproduci', 'riprodurre', 'suona', 'suonare'],
  set: ['set', 'imposta', 'impostare'],
  remind: ['remind', 'ricorda', 'ricordare'],
  schedule: ['schedule', 'pianifica', 'pianificare', 'programma', 'programmare'],
  get: ['get', 'tell', 'give', 'fetch', 'check', 'dimmi', 'dammi', 'dire', 'controlla', 'controllare', 'verifica', 'verificare'],
  count: ['count', 'conta', 'contare'],
  write: ['write', 'compose', 'draft', 'scrivi', 'scrivere', 'componi'],
  reply: ['reply', 'answer', 'rispondi', 'rispondere'],
  archive: ['archive', 'archivia', 'archiviare'],
  forward: ['forward', 'inoltra', 'inoltrare'],
  share: ['share', 'condividi', 'condividere'],
  build: ['build', 'costruisci', 'costruire', 'indicizza', 'indicizzare'],
  mark: ['mark', 'flag', 'segna', 'segnare'],
  filter: ['filter', 'filtra', 'filtrare'],
};
