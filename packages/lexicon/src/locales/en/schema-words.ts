import type { SchemaWords } from '../locale-words';

/** English words read in the names and descriptions of a tool's properties (`@metnos/args-extractor` `schema/`). */
export const schemaWords: SchemaWords = {
  pastNameWords: [
    'after', 'since', 'modified', 'created', 'received', 'sent', 'updated', 'changed', 'edited', 'newer', 'older', 'taken', 'uploaded',
    'downloaded', 'last', 'history', 'ago', 'past', 'previous', 'seen', 'published', 'posted', 'logged', 'recorded', 'occurred', 'happened',
  ],
  futureNameWords: [
    'when', 'at', 'due', 'deadline', 'remind', 'reminder', 'alarm', 'schedule', 'scheduled', 'event', 'meeting', 'appointment', 'departure',
    'arrival', 'expires', 'expiry', 'expiration', 'notify', 'next', 'trigger', 'fire', 'run', 'wake', 'wakeup', 'booking', 'reservation',
    'checkin', 'checkout', 'travel', 'flight', 'trip', 'snooze', 'timer', 'plan', 'planned',
  ],
  pastDescriptionStems: [
    'modified', 'created', 'received', 'sent', 'changed', 'updated', 'taken', 'uploaded', 'downloaded', 'since', 'after', 'newer than',
    'in the past', 'history', 'already',
  ],
  futureDescriptionStems: [
    'remind', 'reminder', 'alarm', 'schedule', 'deadline', 'due', 'expire', 'notify', 'wake', 'event', 'meeting', 'appointment', 'booking',
    'future', 'upcoming', 'next',
  ],
  nameHints: {
    url: ['url', 'urls', 'link', 'links', 'uri', 'uris', 'href', 'website', 'webpage', 'site'],
    email: ['email', 'emails', 'mail', 'recipient', 'recipients', 'cc', 'bcc', 'to'],
    path: ['path', 'paths', 'folder', 'folders', 'dir', 'dirs', 'directory', 'directories', 'root', 'file', 'files', 'cwd', 'source', 'src', 'destination', 'dest'],
    window: ['window', 'range', 'period', 'interval', 'timeframe', 'timerange'],
    'window-from': ['from', 'since', 'after', 'start', 'begin', 'newer'],
    'window-to': ['to', 'until', 'till', 'end'],
    'window-before': ['before', 'older'],
    duration: ['duration', 'timeout', 'ttl', 'delay', 'length', 'lasting', 'snooze'],
    datetime: ['datetime', 'timestamp', 'when', 'at', 'due', 'deadline', 'moment'],
    time: ['time', 'clock'],
    date: ['date', 'day', 'on', 'dates', 'days'],
    pattern: ['pattern', 'patterns', 'glob', 'globs', 'filter', 'include', 'match'],
    extension: ['extension', 'extensions', 'ext', 'exts', 'filetype', 'filetypes'],
    number: [
      'count', 'limit', 'number', 'n', 'num', 'max', 'min', 'top', 'k', 'amount', 'quantity', 'size', 'threshold', 'hour', 'hours', 'minute', 'minutes',
      'seconds', 'times', 'lines', 'results', 'level', 'volume', 'percent', 'temperature',
    ],
  },
  ambiguousTemporalNames: ['to', 'from', 'at', 'on', 'when'],
  notTemporalDescriptionWords: [
    'recipient', 'recipients', 'addressee', 'email', 'e-mail', 'mail address', 'address', 'sender', 'destination', 'origin', 'place', 'city', 'town',
    'location', 'station', 'airport', 'country', 'language', 'currency', 'unit',
  ],
  temporalDescriptionWords: ['date', 'time', 'day', 'when', 'deadline', 'moment', 'instant', 'timestamp'],
  durationUnits: {
    millisecond: ['ms', 'millis', 'millisecond', 'milliseconds'],
    second: ['s', 'sec', 'secs', 'second', 'seconds'],
    minute: ['m', 'min', 'mins', 'minute', 'minutes'],
    hour: ['h', 'hr', 'hrs', 'hour', 'hours'],
    day: ['d', 'day', 'days'],
    week: ['week', 'weeks'],
  },
  sourceNames: ['source', 'src', 'from', 'origin', 'input'],
  destinationNames: ['destination', 'dest', 'to', 'target', 'output', 'out'],
  minimumNames: ['min', 'minimum', 'from', 'least', 'larger', 'bigger', 'greater', 'over', 'above', 'more'],
  maximumNames: ['max', 'maximum', 'to', 'most', 'smaller', 'less', 'under', 'below', 'up'],
};
