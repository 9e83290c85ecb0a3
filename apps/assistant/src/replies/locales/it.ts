import type { ReplyMessages } from '../reply-messages';

/** Italian replies. */
export const it: ReplyMessages = {
  locale: 'it-IT',
  dayAndDate: '{weekday} {date}',
  more: { one: 'un altro', other: 'altri {count}' },
  quoted: '«{text}»',
  justNow: 'poco fa',
  reminders: {
    at: 'Te lo ricorderò {day} alle {time}: {text}.',
    onDay: 'Te lo ricorderò {day}: {text}.',
    undated: 'Promemoria salvato, senza data: {text}.',
  },
  files: {
    found: { one: 'Ho trovato {count} file in {folder}: {names}.', other: 'Ho trovato {count} file in {folder}: {names}.' },
    foundOfKind: { one: 'Ho trovato {count} file {kind} in {folder}: {names}.', other: 'Ho trovato {count} file {kind} in {folder}: {names}.' },
    none: 'Nessun file trovato in {folder}.',
    noneOfKind: 'Nessun file {kind} trovato in {folder}.',
    read: { one: 'Ho letto {count} file: {names}.', other: 'Ho letto {count} file: {names}.' },
    moved: { one: 'Ho spostato {count} file da {from} a {to}: {names}.', other: 'Ho spostato {count} file da {from} a {to}: {names}.' },
    movedInto: { one: 'Ho spostato {count} file in {to}: {names}.', other: 'Ho spostato {count} file in {to}: {names}.' },
    noneMoved: 'Nessun file è stato spostato.',
  },
  messages: {
    found: { one: 'Ho trovato {count} messaggio in {folder}: {list}.', other: 'Ho trovato {count} messaggi in {folder}: {list}.' },
    item: '{subject} da {sender}',
    none: 'Nessun messaggio trovato in {folder}.',
    moved: { one: 'Ho spostato {count} messaggio da {from} a {to}.', other: 'Ho spostato {count} messaggi da {from} a {to}.' },
    noneMoved: 'Nessun messaggio è stato spostato.',
    sent: 'Ho inviato {subject} a {to}.',
    queued: 'Ho messo {subject} per {to} nella posta in uscita: non c\'è un server di posta configurato, quindi non è ancora partito.',
  },
  dates: {
    today: '{when} è {day}.',
    next: '{when} è {day}.',
    previous: '{when} era {day}.',
    later: '{when} sarà {day}.',
    earlier: '{when} era {day}.',
    now: 'Sono le {time}.',
  },
  location: { here: 'Sei a {place}.' },
  pages: {
    fetched: { one: 'Ho scaricato {count} pagina: {list}.', other: 'Ho scaricato {count} pagine: {list}.' },
    none: 'Nessuna pagina scaricata.',
  },
  newExecutor: { recorded: 'Non so ancora farlo; ho annotato la richiesta perché si possa costruire: {description}.' },
  undo: {
    nothing: "Non c'è nulla da annullare.",
    done: 'Ho annullato il turno delle {time} ({ago}): {list}.',
    doneLast: 'Ho annullato l\'ultimo turno: {list}.',
    fileBack: '{name} è di nuovo in {folder}',
    filesBack: { one: '{count} file è di nuovo in {folder} ({names})', other: '{count} file sono di nuovo in {folder} ({names})' },
    messagesBack: { one: '{count} messaggio è di nuovo in {folder}', other: '{count} messaggi sono di nuovo in {folder}' },
    reminderRemoved: 'il promemoria {text} è rimosso',
    remindersRemoved: { one: '{count} promemoria è rimosso', other: '{count} promemoria sono rimossi' },
  },
  generic: {
    done: 'Fatto.',
    results: { one: '{count} risultato: {names}.', other: '{count} risultati: {names}.' },
    noResults: 'Nessun risultato.',
  },
};
