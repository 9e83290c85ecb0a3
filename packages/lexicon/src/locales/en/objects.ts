/** English nouns and noun phrases that name each canonical object. */
export const objects: Readonly<Record<string, readonly string[]>> = {
    files: ['file', 'files', 'document', 'documents', 'doc', 'docs'],
    folders: ['folder', 'folders', 'directory', 'directories', 'dir', 'dirs'],
    messages: [
      'email', 'emails', 'e-mail', 'e-mails', 'mail', 'mails', 'message', 'messages', 'inbox', 'mailbox',
    ],
    reminders: ['reminder', 'reminders'],
    events: ['event', 'events', 'appointment', 'appointments', 'meeting', 'meetings', 'calendar'],
    contacts: ['contact', 'contacts', 'address book'],
    notes: ['note', 'notes'],
    tasks: ['task', 'tasks', 'todo', 'todos', 'to-do', 'to-dos', 'to do list'],
    photos: ['photo', 'photos', 'picture', 'pictures', 'image', 'images', 'pic', 'pics'],
    music: ['song', 'songs', 'music', 'track', 'tracks', 'playlist'],
    videos: ['video', 'videos', 'movie', 'movies', 'film', 'films'],
    urls: [
      'url', 'urls', 'link', 'links', 'page', 'pages', 'web page', 'webpage', 'webpages', 'website', 'websites',
      'site', 'sites',
    ],
    entries: ['entry', 'entries', 'result', 'results', 'item', 'items'],
    news: ['news', 'headlines'],
    weather: ['weather', 'forecast'],
    timers: ['timer', 'timers', 'countdown'],
    alarms: ['alarm', 'alarms'],
    now: ['time', 'clock', 'current time', 'time now'],
    date: ['date', 'day', 'weekday', 'today\'s date', 'day of the week'],
    location: [
      'location', 'position', 'whereabouts', 'where am i', 'where i am', 'where are we', 'where am i located',
      'what city am i in', 'which city am i in',
    ],
    last_turn: [
      'last turn', 'last action', 'last operation', 'last command', 'last change', 'last step', 'last thing',
      'what you just did', 'what you did', 'you just did', 'you did',
    ],
    new_executor: [
      'executor', 'executors', 'new executor', 'capability', 'capabilities', 'new tool', 'new feature',
    ],
  };

/** Forms that name their object only when the request names no other ("time" in "what time is it"). */
export const weakObjectForms: readonly string[] = ['time', 'date', 'day'];
