import { detectSpanishTense, spanishTensePatterns } from './detect-spanish-tense';
import { CueGatedPattern } from './engine/cue-gated-pattern';
import type { TemporalLocale } from './engine/temporal-rule';
import { holidayNames } from './holidays';
import { promiseToAddressee } from './promise-to-addressee';
import { reportingClause, reportingClauseStarts } from './reporting-clause';
import { alternation, cueWords, monthNames, weekdayNames } from './temporal-lexicon';
/** Which way a request looks in time: back at what happened, forward to what is planned, or neither. */
export type RequestTense = 'past' | 'future' | 'neutral';

const participle = (): string =>
  `\\p{L}+(?:${cueWords('detect-tense/at')})(?:${cueWords('detect-tense/o')})|(?:${cueWords('detect-tense/fatto')})`;
/** The sources of the strong past and future cues (one alternation each: a match counts once). */
const strongPast = (): string =>
  [
    // Italian compound past ("ho scaricato", "abbiamo già fatto"), imperfect and remote past; English auxiliaries.
    `\\b(?:${cueWords('detect-tense/ho')})\\s+(?:${cueWords('detect-tense/gia')})*(?:${participle()})\\b`,
    `\\b(?:${cueWords('detect-tense/ero')})\\b`,
    `(?:\\b(?:${cueWords('detect-tense/sono')})|\\b(?:${cueWords('detect-tense/sei')})|${cueWords('detect-tense/e')}|\\b(?:${cueWords('detect-tense/siamo')})|\\b(?:${cueWords('detect-tense/siete')})) (?:${cueWords('detect-tense/stat')})`,
    `\\b(?:${cueWords('detect-tense/did')})\\b`,
    // The Italian imperfect of the weather and of "fare" ("che tempo faceva il 20 gennaio", "pioveva"): a past.
    `\\b(?:${cueWords('detect-tense/faceva')})\\b`,
    // "ago" right after a day number is the Italian abbreviation of August ("il 21 ago."), not a past.
    `(?<!\\b\\d{1,2}\\s+)\\b(?:${cueWords('detect-tense/ago')})\\b`,
    // "fa" is "ago" only after a length ("2 ore fa", "tempo fa"); "si fa l'albero" is "one does".
    // …nor in the weather idiom "che tempo fa sabato" (what the weather is like).
    `\\b(?:\\d+|${cueWords('detect-tense/un')})\\s+(?:${cueWords('detect-tense/fa')})\\b(?<!\\b(?:${cueWords('detect-tense/che-tempo')})\\s+(?:${cueWords('detect-tense/fa')}))`,
    // Participles and simple pasts of the verbs people use about files, mail, photos, money, calls.
    `\\b(?:${cueWords('detect-tense/modificat')})(?:${cueWords('detect-tense/o')})\\b`,
    // A participle after a present copula is a state ("the office is closed"), not a past.
    `(?<!\\b(?:${cueWords('detect-tense/is')})\\s)\\b(?:${cueWords('detect-tense/received')})\\b`,
    // "Got" is a past unless "have" comes before it: "have I got much on in June?" is having, now.
    `(?<!(?:^|[^\\p{L}'])(?:${cueWords('detect-tense/have')})\\s+(?:\\p{L}+\\s+)?)\\b(?:${cueWords('detect-tense/got')})\\b`,
    // "closed" before when it lasts is a notice of a state ("office closed on Labor Day", "closed from December 20",
    // "office closed Labor Day", "office closed Monday for the bank holiday", "office closed: July 4th").
    `(?<!\\b(?:${cueWords('detect-tense/is')})\\s)\\b(?:${cueWords('detect-tense/closed')})\\b(?!:?\\s+(?:${cueWords('detect-tense/closed-on')}|${alternation(holidayNames().map(([name]) => name))}|${alternation(Object.keys(monthNames))})\\b)(?!\\s+(?:${alternation(Object.keys(weekdayNames))})\\s+(?:${cueWords('detect-tense/closed-on')})\\b)`,
    // Simple pasts of the verbs news reports use ("the agency announced", "prices rose", "police arrested"); after a
    // present copula they are a passive present or future ("the fair is held", "results will be released").
    `(?<!\\b(?:${cueWords('detect-tense/is')})\\s)\\b(?:${cueWords('detect-tense/said')})\\b`,
  ].join('|');
const strongFuture = (): string =>
  [
    // A meeting "moved" is rescheduled; people who "moved in", "moved out", "moved house" changed home: no plan.
    `\\b(?:${cueWords('detect-tense/spostato')})\\b(?!\\s+(?:${cueWords('detect-tense/moved-home')})\\b)`,
    // Plans announced in the passive: "l'udienza è fissata per", "the hearing is scheduled for", "è prevista pioggia".
    `\\b(?:${cueWords('detect-tense/fissato')})\\b`,
    `\\b(?:${cueWords('detect-tense/remind')})\\b`,
    // A day named as what something is for ("per venerdì mi serve il report", "x venerdì", "ho prenotato per il 31
    // ottobre"): a deadline or a booking looks forward whatever tense the verb is in.
    `(?:^|\\s)(?:${cueWords('detect-tense/per-day')})\\s+(?:(?:${cueWords('detect-tense/per-day-article')})\\s*)?(?:${alternation(Object.keys(weekdayNames))}|\\d{1,2}\\s+(?:${alternation(Object.keys(monthNames))}))(?![\\p{L}])`,
    // "da lunedì inizio la dieta": the day something starts on, said with a present of starting.
    `(?:^|\\s)(?:${cueWords('detect-tense/from-day')})\\s+(?:${alternation(Object.keys(weekdayNames))})\\s+(?:${cueWords('detect-tense/start-verb')})(?![\\p{L}])`,
    // A present of leaving, coming back or arriving on a dated day is a plan: "parto il 12 giugno e torno il 20", "il pacco
    // arriva il 3" (not "parto sempre il lunedì": a weekday with its article is a habit).
    `(?:^|\\s)(?:${cueWords('detect-tense/go-present')})\\s+(?:${cueWords('detect-tense/go-on')})\\s*\\d{1,2}(?![\\d/.:])`,
    // …or on a date: "dal 1/9 si torna in ufficio", "dal 15 settembre riprendiamo" (not "dal 3 maggio lavoro da casa").
    `(?:^|\\s)(?:${cueWords('detect-tense/from-date')})\\s*\\d{1,2}°?(?:\\s*[/.-]\\s*\\d{1,2}|\\s+(?:${alternation(Object.keys(monthNames))}))?\\s+(?:${cueWords('detect-tense/start-verb')})(?![\\p{L}])`,
  ].join('|');
// Each pattern is built, and compiled on its first run, only for the first text that holds one of its cues
// (`CueGatedPattern`): a request without a past participle, a reminder or a future ending compiles none of them.
const strongPastAll = new CueGatedPattern(strongPast, 'gu', 'tense/strong-past');
const strongFutureAll = new CueGatedPattern(strongFuture, 'gu', 'tense/strong-future');

/**
 * Italian compound past with `essere` ("è caduto", "si è tenuto", "sono aumentati", "è scesa"), read on the text with
 * its accents so that "è" is not the conjunction "e". A state ("è chiuso", "sono aperti") is not a past.
 */
const italianEssere = new CueGatedPattern(
  () => `(?:^|[^\\p{L}])(?:${cueWords('detect-tense/e-2')})\\s+(?:${cueWords('detect-tense/gia-2')})*(?!(?:${cueWords('detect-tense/stato')})(?![\\p{L}]))(?!${cueWords('detect-tense/chius')})(?:\\p{L}+(?:${cueWords('detect-tense/at')})(?:${cueWords('detect-tense/o')})|${cueWords('detect-tense/sceso')})(?![\\p{L}])`,
  'gu',
  'tense/italian-essere',
);

/** Italian simple future (`arriverà`, `partirò`, `faremo`, `andranno`), read on the text with its accents. */
const italianFuture = new CueGatedPattern(() => `\\p{L}{2,}(?:${cueWords('detect-tense/ro')})(?![\\p{L}])`, 'gu', 'tense/italian-future');
/**
 * An English regular simple past after a subject ("the company recalled", "the new manager started", "police evacuated",
 * "it doubled"): a weak
 * past cue, as the same form is also an adjective ("a detailed report") or follows a copula ("is closed", "is the bank
 * closed": a question in the present), or after a linking verb ("the week looks packed": an adjective).
 */
const regularPast = new CueGatedPattern(() => `\\b(?<!\\b(?:${cueWords('detect-tense/is')})\\s+(?:(?:${cueWords('detect-tense/the')})\\s+)?)(?:${cueWords('detect-tense/i')}|(?:${cueWords('detect-tense/the')})\\s+(?:\\p{L}+\\s+(?!(?:${cueWords('detect-tense/is')}|${cueWords('detect-tense/is-2')})\\s))?\\p{L}+)\\s+(?!${cueWords('detect-tense/need')})(?<!\\s(?:${cueWords('detect-tense/looks')})\\s+)(\\p{L}{2,}(?:${cueWords('detect-tense/ed')}))\\b`, 'gu', 'tense/regular-past');
/** The same after a plural subject ("rebels seized", "prices jumped"); not after "is", "was", "has", "this". */
const pluralSubjectPast = new CueGatedPattern(() => `\\b(?<!\\b(?:${cueWords('detect-tense/is')})\\s+(?:(?:${cueWords('detect-tense/the')})\\s+)?)(?!(?:${cueWords('detect-tense/is-2')})\\b)\\p{L}{2,}(?:${cueWords('detect-tense/s')})\\s+(?!${cueWords('detect-tense/need')})(\\p{L}{2,}(?:${cueWords('detect-tense/ed')}))\\b(?<!\\b(?:${cueWords('detect-tense/looks')})\\s+\\p{L}+)`, 'gu', 'tense/plural-subject-past');
const weakPast = new CueGatedPattern(() => `\\b(?:${cueWords('detect-tense/foto')})\\b`, 'u', 'tense/weak-past');
const weakFuture = new CueGatedPattern(() => `\\b(?:${cueWords('detect-tense/appuntamento')})\\b`, 'u', 'tense/weak-future');

/**
 * Every pattern tense detection may run with the lexicon's words, each named for the build-time cue table
 * (`temporalRuleCueTable`).
 */
export function tensePatterns(): CueGatedPattern[] {
  return [strongPastAll, strongFutureAll, reportingClause, promiseToAddressee, italianEssere, italianFuture, regularPast, pluralSubjectPast, weakPast, weakFuture, ...spanishTensePatterns(true), ...spanishTensePatterns(false)];
}

/**
 * Reads the tense of a request from cue words (Italian, English, Spanish): past auxiliaries and participles ("ho
 * scaricato", "did I", "received", "fa", "ago", "lo pagué", "hace 3 días") against plans and reminders ("ricordami",
 * "prenota", "schedule", "will", future endings "-rà", "entro", "next", "recuérdame", "voy a"). Verbs count twice, nouns that usually name what already exists
 * (photos, files, mail, expenses) or what is planned (meeting, flight, weather) once. The text must be normalised
 * (lowercase, no accents); `original` keeps the accents of the Italian future. `language` is the caller's: 'es' counts
 * every Spanish cue (`detectSpanishTense`), none counts those only Spanish has. `plans`: the expression read is the
 * day an order of the request is to be done on (`imperativePlansDay`), one weak cue forward. `verbsOnly`: the nouns
 * are not counted (a part of a sentence is read by its verbs: "il volo di sabato, l'ho perso"). Returns 'neutral' when
 * the cues tie.
 */
export function detectTense(normalized: string, original = normalized, language?: TemporalLocale, { plans = false, verbsOnly = false }: { plans?: boolean; verbsOnly?: boolean } = {}): RequestTense {
  let past = 0;
  let future = 0;
  // Every Spanish cue for a request known to be Spanish ("vi", "ya", "será" mean other things in Italian and English);
  // without a language, the Spanish cues no Italian or English text has; none for a request known to be Italian or English.
  if (language === 'es' || language === undefined) ({ past, future } = detectSpanishTense(normalized, original, language === 'es'));
  // The past of a verb of saying opens reported speech and is not the reported day's ("ha detto che passa venerdì").
  const reporting = reportingClauseStarts(normalized);
  for (const match of strongPastAll.matchAll(normalized)) if (match[0].length > 0 && !reporting.has(match.index ?? -1)) past += 2;
  for (const match of strongFutureAll.matchAll(normalized)) if (match[0].length > 0) future += 2;
  for (const match of italianFuture.matchAll(original.toLowerCase())) if (match[0].length > 0) future += 2;
  future += 2 * promiseToAddressee.matchAll(normalized).length;
  for (const match of italianEssere.matchAll(original.toLowerCase())) if (match[0].length > 0) past += 2;
  for (const match of regularPast.matchAll(normalized)) if (isRegularPast(match, normalized)) past += 1;
  if (past === 0) for (const match of pluralSubjectPast.matchAll(normalized)) if (isRegularPast(match, normalized)) past += 1;
  if (!verbsOnly && weakPast.test(normalized)) past += 1;
  if (!verbsOnly && weakFuture.test(normalized)) future += 1;
  if (plans) future += 1;
  return past > future ? 'past' : future > past ? 'future' : 'neutral';
}

/**
 * A regular past the weak patterns found is one: not a word that is mostly an adjective ("used", "scheduled"), nor a
 * notice's participle ending its clause ("Burns Night supper, haggis provided", "drinks included.").
 */
function isRegularPast(match: RegExpMatchArray, normalized: string): boolean {
  const word = match[1] ?? '';
  if (new RegExp(`^(?:${cueWords('detect-tense/red')})$`, 'u').test(word)) return false;
  const after = normalized.slice((match.index ?? 0) + match[0].length);
  return !(new RegExp(`^(?:${cueWords('detect-tense/provided')})$`, 'u').test(word) && /^\s*(?:$|[.,;:!?)])/u.test(after));
}
