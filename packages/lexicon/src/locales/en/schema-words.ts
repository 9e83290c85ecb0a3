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
};
