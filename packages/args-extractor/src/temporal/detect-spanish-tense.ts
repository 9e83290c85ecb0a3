import type { DatePatternKey } from '@metnos/lexicon/internal';
import { CueGatedPattern } from './engine/cue-gated-pattern';
import { cueWords } from './temporal-lexicon';

/** Weighted cues of a Spanish request: how strongly it looks back and how strongly forward. */
export interface TenseCues {
  past: number;
  future: number;
}

const start = '(?<![\\p{L}])';
const end = '(?![\\p{L}])';

/** The alternation of a cue group's words (the lexicon's: `cueWords`); the ablation test passes one without a word. */
export type SpanishCueWords = (key: DatePatternKey) => string;

/** Each built, and compiled on its first run, only for a text that holds one of its cues (`CueGatedPattern`). */
interface SpanishCuePatterns {
  strongPast: Array<{ pattern: CueGatedPattern; accented: boolean }>;
  strongFuture: Array<{ pattern: CueGatedPattern; accented: boolean }>;
  already?: CueGatedPattern;
  weakPast?: CueGatedPattern;
  weakFuture?: CueGatedPattern;
}

/**
 * The patterns of the Spanish cues. `hinted`: the request is known to be Spanish, and every cue counts; otherwise only
 * the cues no Italian or English text has (the auxiliary "he" with a participle in "-ado", "vio", "hace 3 días",
 * "pasado", "recuérdame"), so that an Italian or English request reads as before.
 */
function patternsOf(hinted: boolean, cueWords: SpanishCueWords): SpanishCuePatterns {
  // Named for the build-time cue table only with the lexicon's words (the ablation test passes others).
  const named = cueWords === lexiconCueWords;
  const name = (part: string): string | undefined => (named ? `tense/spanish-${hinted ? 'hinted' : 'unhinted'}/${part}` : undefined);
  const words = (keys: readonly DatePatternKey[]): string => keys.map((key) => cueWords(key)).join('|');
  const word = (...keys: DatePatternKey[]): string => `${start}(?:${words(keys)})${end}`;
  const only = (key: DatePatternKey): DatePatternKey[] => (hinted ? [key] : []);
  /** A plan announced with a participle ("ha sido aplazada al lunes", "está prevista para el 5"). */
  const planParticiple = `(?:${words(['spanish-tense/programado', ...only('spanish-tense/previsto')])})${end}`;
  // Compound past: "he pagado", "lo han enviado", "hemos hecho" — not a plan ("ha sido aplazada").
  const compoundPast = `${word('spanish-tense/he')}\\s+(?:${cueWords('spanish-tense/ya-between')})*(?!(?:${cueWords('spanish-tense/sido')})\\s+${planParticiple})(?!${planParticiple})(?:\\p{L}+(?:${cueWords('spanish-tense/ad')})(?:${cueWords('spanish-tense/o')})|${words(['spanish-tense/hecho', ...only('spanish-tense/visto')])})${end}`;
  // Read with accents: a preterite in "-é" or "-ó" ("pagué", "llegó"), not "-ré" (the future "pagaré" looks the same),
  // not a noun ("café", "comité"); unhinted, not the Italian "perché" nor an English "résumé".
  const notPreterite = words(['spanish-tense/not-preterite', ...(hinted ? [] : ['spanish-tense/not-preterite-unhinted' as const])]);
  const notChe = hinted ? '' : `(?!\\p{L}*(?:${cueWords('spanish-tense/che')})${end})`;
  const accentedPreterite = `${start}(?!(?:${notPreterite})${end})${notChe}\\p{L}{2,}(?:(?<!${cueWords('spanish-tense/r')})(?:${cueWords('spanish-tense/e-end')})|${cueWords('spanish-tense/o-end')})${end}|${word('spanish-tense/compre')}`;
  // Read with accents: the preterite of "-er" and "-ir" verbs ends in "-í" ("recibí", "comí", "salí"), not an adverb
  // or a noun ("aquí", "así", "esquí").
  const iPreterite = `${start}(?!(?:${cueWords('spanish-tense/not-i-preterite')})${end})\\p{L}{2,}(?:${cueWords('spanish-tense/i-end')})${end}`;
  const strongPast = [
    { pattern: compoundPast, accented: false },
    // Preterites spelled the same with or without accents ("fue", "dijo", "recibió"), and the plural ("pagaron").
    { pattern: word('spanish-tense/fue', 'spanish-tense/lo-vi', ...only('spanish-tense/vi')), accented: false },
    { pattern: `${start}\\p{L}{2,}(?:${cueWords('spanish-tense/ieron')})${end}`, accented: false },
    { pattern: accentedPreterite, accented: true },
    { pattern: iPreterite, accented: true },
    // "hace 3 días", "hace un rato" — not the weather ("hace buen tiempo", "hace frío").
    { pattern: `${word('spanish-tense/hace')}\\s+(?!(?:${cueWords('spanish-tense/hace-not')})${end})(?:(?:\\d+|\\p{L}+)\\s+)?(?:${cueWords('spanish-tense/hace-length')})${end}`, accented: false },
    // "el pasado 12 de abril", "la semana pasada" — not "pasado mañana", the day after tomorrow.
    { pattern: `${word('spanish-tense/pasado')}(?!\\s+(?:${cueWords('spanish-tense/manana')})${end})`, accented: false },
    { pattern: word('spanish-tense/ayer'), accented: false },
    // "-aste": "pagaste" — not "contraste"; Italian has it too ("pagaste"), English "chaste".
    ...(hinted ? [{ pattern: `${start}(?!(?:${cueWords('spanish-tense/not-aste')})${end})\\p{L}{2,}(?:${cueWords('spanish-tense/aste')})${end}`, accented: false }] : []),
  ];
  const strongFuture = [
    // "voy a pagar", "vamos a verlo".
    { pattern: `${word('spanish-tense/voy')}\\s+(?:${cueWords('spanish-tense/a')})\\s+\\p{L}*(?:${cueWords('spanish-tense/inf')})(?:${cueWords('spanish-tense/clitic')})?${end}`, accented: false },
    // Read with accents: "llegarán", "pagarás" ("llegará" is read with the Italian future), not "atrás".
    { pattern: `${start}(?!(?:${cueWords('spanish-tense/not-future')})${end})\\p{L}{2,}(?:${cueWords('spanish-tense/ra')})${end}`, accented: true },
    { pattern: `${start}\\p{L}+(?:${cueWords('spanish-tense/remos')})${end}`, accented: false },
    // Read with accents: the future of the first person, "pagaré", "comeré", "iré" — not a preterite in "-ré" of a verb
    // in "-rar" ("preparé", "miré": the lexicon's `compre`).
    { pattern: `${start}(?!(?:${cueWords('spanish-tense/compre')})${end})\\p{L}*(?:${cueWords('spanish-tense/re-future')})${end}`, accented: true },
    { pattern: word('spanish-tense/tendra', ...only('spanish-tense/hare')), accented: false },
    { pattern: `${word('spanish-tense/recuerdame')}|${start}${planParticiple}`, accented: false },
  ];
  const global = (list: string) => ({ pattern, accented }: { pattern: string; accented: boolean }, index: number) => ({ pattern: new CueGatedPattern(() => pattern, 'gu', name(`${list}-${index}`)), accented });
  return {
    strongPast: strongPast.map(global('strong-past')),
    strongFuture: strongFuture.map(global('strong-future')),
    ...(hinted
      ? {
          // "ya lo pagué": a weak cue, as "ya que" is "since", "ya no" "no longer", "ya voy" "coming".
          already: new CueGatedPattern(() => `${word('spanish-tense/ya')}(?!\\s+(?:${cueWords('spanish-tense/ya-not')})${end})`, 'gu', name('already')),
          weakPast: new CueGatedPattern(() => word('spanish-tense/fotos'), 'u', name('weak-past')),
          weakFuture: new CueGatedPattern(() => word('spanish-tense/cita'), 'u', name('weak-future')),
        }
      : {}),
  };
}

const patterns = new Map<boolean, SpanishCuePatterns>();
const lexiconCueWords: SpanishCueWords = cueWords;

/** The patterns of the Spanish cues with the lexicon's words, made once per `hinted` (none built or compiled here). */
function lexiconPatterns(hinted: boolean): SpanishCuePatterns {
  let found = patterns.get(hinted);
  if (found === undefined) {
    found = patternsOf(hinted, lexiconCueWords);
    patterns.set(hinted, found);
  }
  return found;
}

/** Every pattern `detectSpanishTense` may run with the lexicon's words (`hinted` or not), for the build-time cue table. */
export function spanishTensePatterns(hinted: boolean): CueGatedPattern[] {
  const found = lexiconPatterns(hinted);
  return [...found.strongPast, ...found.strongFuture].map(({ pattern }) => pattern).concat([found.already, found.weakPast, found.weakFuture].filter((pattern) => pattern !== undefined));
}

function count(pattern: CueGatedPattern, text: string): number {
  return pattern.matchAll(text).filter((match) => match[0].length > 0).length;
}

/**
 * The Spanish tense cues of a request: compound pasts ("he pagado"), preterites ("pagué", "vio", "fue", "pagaron"),
 * "hace 3 días", "pasado" after a date word, "ayer", "ya" against "voy a + infinitive", the simple future
 * ("llegarán", "haré"), "recuérdame", "próximo", "que viene". Verbs count 2, "ya" and nouns of what exists (photos,
 * invoices) or what is planned (meeting, flight) 1. `normalized` is lowercase without accents, `original` the request
 * as written: the accents tell the preterite "pagó" from the present "pago". `hinted`: the request is known to be
 * Spanish; otherwise only the cues no Italian or English text has count ("vi", "ya", "será", "prevista" do not).
 */
export function detectSpanishTense(normalized: string, original: string, hinted = true, words: SpanishCueWords = lexiconCueWords): TenseCues {
  const found = words === lexiconCueWords ? lexiconPatterns(hinted) : patternsOf(hinted, words);
  const accented = original.normalize('NFC').toLowerCase();
  const strong = (list: SpanishCuePatterns['strongPast']): number => list.reduce((sum, { pattern, accented: withAccents }) => sum + 2 * count(pattern, withAccents ? accented : normalized), 0);
  const past = strong(found.strongPast) + (found.already === undefined ? 0 : count(found.already, normalized)) + (found.weakPast?.test(normalized) === true ? 1 : 0);
  const future = strong(found.strongFuture) + (found.weakFuture?.test(normalized) === true ? 1 : 0);
  return { past, future };
}
