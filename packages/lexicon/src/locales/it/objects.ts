/** Italian nouns and noun phrases that name each canonical object. */
export const objects: Readonly<Record<string, readonly string[]>> = {
    files: ['file', 'documento', 'documenti'],
    folders: ['cartella', 'cartelle'],
    messages: [
      'email', 'e-mail', 'mail', 'messaggio', 'messaggi', 'posta', 'posta elettronica', 'casella di posta',
    ],
    reminders: ['promemoria'],
    events: [
      'evento', 'eventi', 'appuntamento', 'appuntamenti', 'riunione', 'riunioni', 'calendario', 'impegno',
      'impegni', 'agenda',
    ],
    contacts: ['contatto', 'contatti', 'rubrica'],
    notes: ['nota', 'note', 'appunto', 'appunti'],
    tasks: ['compito', 'compiti', 'attività', 'cose da fare'],
    photos: ['foto', 'fotografia', 'fotografie', 'immagine', 'immagini'],
    music: ['canzone', 'canzoni', 'musica', 'brano', 'brani'],
    videos: ['video', 'filmato', 'filmati'],
    urls: ['pagina', 'pagine', 'pagina web', 'pagine web', 'sito', 'siti', 'sito web', 'indirizzo web'],
    entries: ['risultato', 'risultati', 'elemento', 'elementi', 'voce', 'voci'],
    news: ['notizie', 'notizia', 'giornale'],
    weather: ['meteo', 'previsioni', 'previsioni del tempo', 'che tempo fa'],
    timers: ['timer', 'conto alla rovescia'],
    alarms: ['sveglia', 'sveglie', 'allarme'],
    now: ['ora', 'ore', 'orario', 'ora esatta', 'che ore', 'che ora'],
    date: [
      'data', 'giorno', 'data di oggi', 'che giorno', 'giorno della settimana', 'che giorno della settimana',
      'quanti ne abbiamo',
    ],
    location: [
      'posizione', 'dove sono', 'dove mi trovo', 'dove siamo', 'dove ci troviamo', 'in che città sono',
      'in che città mi trovo', 'in quale città sono', 'in quale città mi trovo',
    ],
    last_turn: [
      'ultimo turno', 'ultima azione', 'ultima operazione', 'ultimo comando', 'ultima modifica', 'ultimo passo',
      'ultima cosa', 'quello che hai fatto', 'che hai fatto', 'hai appena fatto',
    ],
    new_executor: [
      'esecutore', 'nuovo esecutore', 'capacità', 'funzionalità', 'nuova funzione', 'nuovo strumento',
    ],
  };

/** Forms that name their object only when the request names no other ("time" in "what time is it"). */
export const weakObjectForms: readonly string[] = ['ora', 'ore', 'orario', 'data', 'giorno', 'dove sono', 'dove siamo'];
