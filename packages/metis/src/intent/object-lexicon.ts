/** Canonical objects with the it/en nouns that name them; the first one found in a request is its object. */
export const objectLexicon: Readonly<Record<string, readonly string[]>> = {
  messages: ['mail', 'mails', 'email', 'emails', 'e-mail', 'message', 'messages', 'messaggio', 'messaggi', 'posta', 'inbox'],
  files: ['file', 'files', 'document', 'documents', 'documento', 'documenti', 'doc', 'docs', 'pdf'],
  folders: ['folder', 'folders', 'directory', 'directories', 'dir', 'cartella', 'cartelle'],
  photos: ['photo', 'photos', 'picture', 'pictures', 'image', 'images', 'foto', 'immagine', 'immagini'],
  events: ['event', 'events', 'appointment', 'appointments', 'meeting', 'meetings', 'calendar', 'evento', 'eventi', 'appuntamento', 'appuntamenti', 'riunione', 'riunioni', 'calendario'],
  contacts: ['contact', 'contacts', 'contatto', 'contatti', 'rubrica'],
  reminders: ['reminder', 'reminders', 'promemoria'],
  notes: ['note', 'notes', 'nota', 'appunti'],
  tasks: ['task', 'tasks', 'todo', 'todos', 'compito', 'compiti'],
  location: ['location', 'position', 'posizione'],
  time: ['time', 'ora', 'orario'],
  weather: ['weather', 'forecast', 'meteo', 'previsioni'],
  pages: ['page', 'pages', 'site', 'website', 'url', 'link', 'links', 'pagina', 'pagine', 'sito', 'siti'],
  music: ['song', 'songs', 'music', 'track', 'tracks', 'canzone', 'canzoni', 'musica', 'brano', 'brani'],
  news: ['news', 'notizie', 'notizia'],
};
