import { wordAlternation, wordsOfEveryLocale } from '@metnos/lexicon';
import { type SchemaWords } from '@metnos/lexicon/internal';
import type { JsonSchema } from '@metnos/core';
import { splitPropertyName } from './split-property-name';

/** Which way a property looks in time: `past` (modified_after, since), `future` (remind_at, deadline), or neither. */
export type PropertyDirection = 'past' | 'future' | 'neutral';

const schemaWords = (pick: (words: SchemaWords) => readonly string[]): ReadonlySet<string> => wordsOfEveryLocale((locale) => pick(locale.schema));
const pastWords = schemaWords((words) => words.pastNameWords);
const futureWords = schemaWords((words) => words.futureNameWords);
const stems = (pick: (words: SchemaWords) => readonly string[]): RegExp => new RegExp(String.raw`\b(?:${wordAlternation([...schemaWords(pick)], { spaces: ' ' })})`, 'iu');
const pastDescription = stems((words) => words.pastDescriptionStems);
const futureDescription = stems((words) => words.futureDescriptionStems);

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
