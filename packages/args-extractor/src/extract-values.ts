import type { ExtractedValue } from './extracted-value';
import { findEmails } from './rules/find-emails';
import { findExtensions } from './rules/find-extensions';
import { findNumbers } from './rules/find-numbers';
import { findPaths } from './rules/find-paths';
import { findUrls } from './rules/find-urls';
import type { RuleLanguage } from './rules/parse-locale-number';
import type { TemporalLocale } from './temporal/engine/temporal-rule';
import { findTemporalValues } from './temporal/find-temporal-values';
import { guessRequestLanguage } from './temporal/guess-language';
import { assertTimeZone } from './time/zoned-time';
import { resolveClock } from './time/resolve-clock';

/** Options of `extractValues`. */
export interface ExtractValuesOptions {
  /** The turn's clock; defaults to `new Date()`. */
  now?: Date;
  /** IANA zone in which "today" is meant; defaults to the machine's zone. */
  timeZone?: string;
  /**
   * Language of the request, for decimal separators, the temporal rules and chrono's parser; Italian and English are
   * both tried when absent. Spanish (`es`) also runs the temporal rules and number words of Spanish alone, as does a
   * request without a language that the reader guesses Spanish from its words (`guessLanguage`).
   */
  language?: RuleLanguage | TemporalLocale;
  /**
   * The caller asks a count: an ambiguous cardinal before the noun it counts is a number ("sei bottiglie", "just one
   * bag"; `findNumbers`). Default false.
   */
  countedNouns?: boolean;
}

/**
 * Runs every rule over `text` and returns what they found, in text order. Rules run from the most specific to
 * the least, and each masks its spans for the next: URLs, emails, paths, then time windows and relative days,
 * calendar dates, file extensions and last numbers (so the 7 of `last 7 days` or the 2026 of an ISO date is not
 * also a number). A span can yield two values only for `today`/`yesterday`, which are both a date and a window.
 */
export function extractValues(text: string, options: ExtractValuesOptions = {}): ExtractedValue[] {
  const clock = resolveClock(options);
  assertTimeZone(clock.timeZone);
  const values: ExtractedValue[] = [];
  let masked = text;
  const take = (found: ExtractedValue[]): void => {
    values.push(...found);
    for (const value of found) masked = masked.slice(0, value.start) + ' '.repeat(value.end - value.start) + masked.slice(value.end);
  };
  take(findUrlsAndEmails(masked));
  take(findPaths(masked));
  take(findTemporalValues(masked, clock, options.language === undefined ? {} : { language: options.language }));
  take(findExtensions(masked));
  // A request guessed Spanish reads Spanish number words ("veintitrés") without a language hint.
  const language = options.language ?? (guessRequestLanguage(text) === 'es' ? 'es' : undefined);
  take(findNumbers(masked, { ...(language === undefined ? {} : { language }), countedNouns: options.countedNouns === true }));
  return values.sort((left, right) => left.start - right.start);
}

function findUrlsAndEmails(text: string): ExtractedValue[] {
  const urls = findUrls(text);
  const emails = findEmails(text).filter((email) => !urls.some((url) => email.start < url.end && email.end > url.start));
  return [...urls, ...emails];
}
