import { normalizeQuery } from './normalize-query';

/** Canonical action verbs and their Italian and English forms (imperative, infinitive, with a clitic). */
const actionForms: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['delete', ['delete', 'remove', 'erase', 'trash', 'elimina', 'eliminare', 'eliminali', 'cancella', 'cancellare', 'cancellali', 'rimuovi', 'rimuovere']],
  ['list', ['list', 'show', 'display', 'elenca', 'elencare', 'elencami', 'mostra', 'mostrami', 'mostrare', 'visualizza']],
  ['find', ['find', 'search', 'locate', 'look', 'trova', 'trovami', 'trovare', 'cerca', 'cercami', 'cercare']],
  ['move', ['move', 'sposta', 'spostare', 'spostali']],
  ['copy', ['copy', 'duplicate', 'copia', 'copiare', 'copiali', 'duplica']],
  ['rename', ['rename', 'rinomina', 'rinominare']],
  ['add', ['add', 'append', 'aggiungi', 'aggiungere', 'aggiungimi']],
  ['create', ['create', 'make', 'crea', 'creare', 'creami']],
  ['send', ['send', 'mail', 'email', 'forward', 'invia', 'inviare', 'inviami', 'manda', 'mandami', 'mandare', 'spedisci', 'inoltra']],
  ['read', ['read', 'leggi', 'leggere', 'leggimi']],
  ['open', ['open', 'apri', 'aprire']],
  ['download', ['download', 'fetch', 'scarica', 'scaricare', 'scaricami']],
  ['summarize', ['summarize', 'summarise', 'riassumi', 'riassumere', 'riepiloga']],
  ['remind', ['remind', 'ricordami', 'ricorda', 'ricordare']],
  ['set', ['set', 'imposta', 'impostare', 'metti']],
  ['cancel', ['cancel', 'annulla', 'annullare']],
  ['archive', ['archive', 'archivia', 'archiviare']],
  ['reply', ['reply', 'answer', 'rispondi', 'rispondere']],
  ['play', ['play', 'riproduci', 'suona']],
  ['stop', ['stop', 'ferma', 'fermare', 'interrompi']],
];
const verbOf = new Map(actionForms.flatMap(([verb, forms]) => forms.map((form) => [form, verb] as const)));

/**
 * The built-in `ActionReader`: the first word of the request (in `normalizeQuery` form) that is a form of one of
 * a closed set of Italian and English action verbs, as its canonical verb ("elimina i pdf" → `delete`, "list the
 * files" → `list`, "sposta" → `move`, "copia" → `copy`). A stop-gap until the Naming Authority's `readAction`
 * (@metnos/tool-grammar) is available, which then replaces it as the default.
 */
export function readRequestAction(text: string): string | undefined {
  for (const word of normalizeQuery(text).split(' ')) {
    const verb = verbOf.get(word);
    if (verb !== undefined) return verb;
  }
  return undefined;
}
