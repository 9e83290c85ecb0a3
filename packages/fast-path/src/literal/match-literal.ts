import { wordsOfEveryLocale } from '@metnos/lexicon';
import { normalizeQuery } from '../shared/normalize-query';
import { createLiteralTable, type LiteralTable } from './create-literal-table';
import type { LiteralEntry } from './literal-entry';

const defaultTable = createLiteralTable();

/** The assistant's name, which a user may call it by around an L0 phrase ("metnos, che ore sono"). */
const assistantName = 'metnos';
const courtesy = (kind: 'greetings' | 'apologies' | 'pleas' | 'thanks'): string[] => [...wordsOfEveryLocale((locale) => locale.courtesy[kind])];
/** Courtesy words allowed around an L0 phrase ("hey, what time is it please"), stripped in this order. */
const courtesyPrefixes = [
  ...courtesy('greetings').map((greeting) => `${greeting} ${assistantName}`),
  assistantName,
  ...courtesy('greetings'),
  ...courtesy('apologies'),
  ...courtesy('pleas'),
].map((prefix) => `${prefix} `);
const courtesySuffixes = [...courtesy('pleas'), ...courtesy('thanks'), assistantName].map((suffix) => ` ${suffix}`);

/**
 * L0: looks `query` up in the literal table after `normalizeQuery` — one exact `Map` lookup, retried once with
 * a leading greeting and a trailing "please"/"grazie" removed. Returns the entry or `undefined`; never guesses.
 */
export function matchLiteral(query: string, options: { table?: LiteralTable } = {}): LiteralEntry | undefined {
  const table = options.table ?? defaultTable;
  const normalised = normalizeQuery(query);
  const exact = table.get(normalised);
  if (exact !== undefined) return exact;
  let trimmed = normalised;
  for (const prefix of courtesyPrefixes) if (trimmed.startsWith(prefix)) trimmed = trimmed.slice(prefix.length);
  for (const suffix of courtesySuffixes) if (trimmed.endsWith(suffix)) trimmed = trimmed.slice(0, -suffix.length);
  return trimmed === normalised ? undefined : table.get(trimmed);
}
