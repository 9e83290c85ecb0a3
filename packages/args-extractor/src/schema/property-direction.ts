import type { JsonSchema } from '@metnos/core';
import { splitPropertyName } from './split-property-name';

/** Which way a property looks in time: `past` (modified_after, since), `future` (remind_at, deadline), or neither. */
export type PropertyDirection = 'past' | 'future' | 'neutral';

const pastWords = new Set([
  'after', 'since', 'modified', 'created', 'received', 'sent', 'updated', 'changed', 'edited', 'newer', 'older', 'taken', 'uploaded',
  'downloaded', 'last', 'history', 'ago', 'past', 'previous', 'seen', 'published', 'posted', 'logged', 'recorded', 'occurred', 'happened',
]);
const futureWords = new Set([
  'when', 'at', 'due', 'deadline', 'remind', 'reminder', 'alarm', 'schedule', 'scheduled', 'event', 'meeting', 'appointment', 'departure',
  'arrival', 'expires', 'expiry', 'expiration', 'notify', 'next', 'trigger', 'fire', 'run', 'wake', 'wakeup', 'booking', 'reservation',
  'checkin', 'checkout', 'travel', 'flight', 'trip', 'snooze', 'timer', 'plan', 'planned',
]);
const pastDescription = /\b(?:modified|created|received|sent|changed|updated|taken|uploaded|downloaded|since|after|newer than|in the past|history|already|modificat|ricevut|inviat|creat|dopo|da quando|passat)/iu;
const futureDescription = /\b(?:remind|reminder|alarm|schedule|deadline|due|expire|notify|wake|event|meeting|appointment|booking|future|upcoming|next|ricorda|promemoria|sveglia|scadenza|evento|appuntamento|prenotazion|futur|prossim)/iu;

/**
 * Reads from a property's name and description whether its value looks back (`modified_after`, `since`, "only files
 * changed after this date") or forward (`remind_at`, `deadline`, `when`, "time of the alarm"). The name decides; the
 * description is used when the name says neither.
 */
export function propertyDirection(name: string, schema: JsonSchema): PropertyDirection {
  const words = splitPropertyName(name);
  const past = words.some((word) => pastWords.has(word));
  const future = words.some((word) => futureWords.has(word));
  if (past !== future) return past ? 'past' : 'future';
  const description = typeof schema.description === 'string' ? schema.description : '';
  const pastText = pastDescription.test(description);
  const futureText = futureDescription.test(description);
  if (pastText !== futureText) return pastText ? 'past' : 'future';
  return 'neutral';
}
