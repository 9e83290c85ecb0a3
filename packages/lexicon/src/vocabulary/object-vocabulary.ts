/** One canonical object of the Naming Authority with the it/en nouns that name it in a request. */
export interface ObjectEntry {
  /** English nouns and multi-word noun phrases. */
  english: readonly string[];
  /** Italian nouns and multi-word noun phrases. */
  italian: readonly string[];
  /**
   * Surface forms that name the object and also carry a value the request depends on (`pdf` names files of one
   * kind): they count as the object, but an intent keeps them as keywords.
   */
  valueForms?: readonly string[];
  /**
   * Surface forms that name the object only when the request names no other object ("time" in "what time is
   * it", but not in "files modified this time"; "giorno", "data", "ora" are also ordinary words).
   */
  weak?: readonly string[];
  /**
   * A broader object this one is a kind of (`photos` are `files`): when the request also names the broader object
   * ("the jpg photos", "le foto jpg"), the broader one is the request's object.
   */
  broader?: string;
}

/**
 * The closed object vocabulary of tool names and request intents. Canonical objects are English plural nouns for
 * things that come in collections (`files`, `messages`, `reminders`, `urls`, `entries`); a singleton the user
 * can only mean one of is singular: `now` (the current time and date), `date`, `location`, `weather`,
 * `last_turn` (the previous turn, what undo acts on) and `new_executor` (a capability the catalog lacks).
 * Compound objects are written with `_` and match multi-word phrases.
 */
export const objectVocabulary: Readonly<Record<string, ObjectEntry>> = {
  files: {
    english: ['file', 'files', 'document', 'documents', 'doc', 'docs'],
    italian: ['file', 'documento', 'documenti'],
    valueForms: [
      'pdf', 'pdfs', 'docx', 'txt', 'csv', 'xlsx', 'xls', 'pptx', 'ppt', 'odt', 'ods', 'rtf', 'md', 'markdown',
      'json', 'xml', 'yaml', 'zip', 'tar', 'log', 'logs', 'epub', 'svg', 'jpg', 'jpeg', 'png', 'heic', 'gif',
      'mp3', 'mp4', 'mov', 'wav', 'html', 'ics', 'eml',
    ],
  },
  folders: {
    english: ['folder', 'folders', 'directory', 'directories', 'dir', 'dirs'],
    italian: ['cartella', 'cartelle'],
  },
  messages: {
    english: ['email', 'emails', 'e-mail', 'e-mails', 'mail', 'mails', 'message', 'messages', 'inbox', 'mailbox'],
    italian: ['email', 'e-mail', 'mail', 'messaggio', 'messaggi', 'posta', 'posta elettronica', 'casella di posta'],
  },
  reminders: {
    english: ['reminder', 'reminders'],
    italian: ['promemoria'],
  },
  events: {
    english: ['event', 'events', 'appointment', 'appointments', 'meeting', 'meetings', 'calendar'],
    italian: ['evento', 'eventi', 'appuntamento', 'appuntamenti', 'riunione', 'riunioni', 'calendario', 'impegno', 'impegni', 'agenda'],
  },
  contacts: {
    english: ['contact', 'contacts', 'address book'],
    italian: ['contatto', 'contatti', 'rubrica'],
  },
  notes: {
    english: ['note', 'notes'],
    italian: ['nota', 'note', 'appunto', 'appunti'],
  },
  tasks: {
    english: ['task', 'tasks', 'todo', 'todos', 'to-do', 'to-dos', 'to do list'],
    italian: ['compito', 'compiti', 'attività', 'cose da fare'],
  },
  photos: {
    english: ['photo', 'photos', 'picture', 'pictures', 'image', 'images', 'pic', 'pics'],
    italian: ['foto', 'fotografia', 'fotografie', 'immagine', 'immagini'],
    broader: 'files',
  },
  music: {
    english: ['song', 'songs', 'music', 'track', 'tracks', 'playlist'],
    italian: ['canzone', 'canzoni', 'musica', 'brano', 'brani'],
    broader: 'files',
  },
  videos: {
    english: ['video', 'videos', 'movie', 'movies', 'film', 'films'],
    italian: ['video', 'filmato', 'filmati'],
    broader: 'files',
  },
  urls: {
    english: ['url', 'urls', 'link', 'links', 'page', 'pages', 'web page', 'webpage', 'webpages', 'website', 'websites', 'site', 'sites'],
    italian: ['pagina', 'pagine', 'pagina web', 'pagine web', 'sito', 'siti', 'sito web', 'indirizzo web'],
  },
  entries: {
    english: ['entry', 'entries', 'result', 'results', 'item', 'items'],
    italian: ['risultato', 'risultati', 'elemento', 'elementi', 'voce', 'voci'],
  },
  news: {
    english: ['news', 'headlines'],
    italian: ['notizie', 'notizia', 'giornale'],
  },
  weather: {
    english: ['weather', 'forecast'],
    italian: ['meteo', 'previsioni', 'previsioni del tempo', 'che tempo fa'],
  },
  timers: {
    english: ['timer', 'timers', 'countdown'],
    italian: ['timer', 'conto alla rovescia'],
  },
  alarms: {
    english: ['alarm', 'alarms'],
    italian: ['sveglia', 'sveglie', 'allarme'],
  },
  now: {
    english: ['time', 'clock', 'current time', 'time now'],
    italian: ['ora', 'ore', 'orario', 'ora esatta', 'che ore', 'che ora'],
    weak: ['time', 'ora', 'ore', 'orario'],
  },
  date: {
    english: ['date', 'day', 'weekday', "today's date", 'day of the week'],
    italian: ['data', 'giorno', 'data di oggi', 'che giorno', 'giorno della settimana', 'che giorno della settimana', 'quanti ne abbiamo'],
    weak: ['date', 'day', 'data', 'giorno'],
  },
  location: {
    english: ['location', 'position', 'whereabouts', 'where am i', 'where i am', 'where are we', 'where am i located', 'what city am i in', 'which city am i in'],
    italian: ['posizione', 'dove sono', 'dove mi trovo', 'dove siamo', 'dove ci troviamo', 'in che città sono', 'in che città mi trovo', 'in quale città sono', 'in quale città mi trovo'],
    weak: ['dove sono', 'dove siamo'],
  },
  last_turn: {
    english: ['last turn', 'last action', 'last operation', 'last command', 'last change', 'last step', 'last thing', 'what you just did', 'what you did', 'you just did', 'you did'],
    italian: ['ultimo turno', 'ultima azione', 'ultima operazione', 'ultimo comando', 'ultima modifica', 'ultimo passo', 'ultima cosa', 'quello che hai fatto', 'che hai fatto', 'hai appena fatto'],
  },
  new_executor: {
    english: ['executor', 'executors', 'new executor', 'capability', 'capabilities', 'new tool', 'new feature'],
    italian: ['esecutore', 'nuovo esecutore', 'capacità', 'funzionalità', 'nuova funzione', 'nuovo strumento'],
  },
};
