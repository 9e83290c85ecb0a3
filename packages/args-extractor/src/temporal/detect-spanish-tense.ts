import { cueWords } from './temporal-lexicon';

/** Weighted cues of a Spanish request: how strongly it looks back and how strongly forward. */
export interface TenseCues {
  past: number;
  future: number;
}

const start = '(?<![\\p{L}])';
const end = '(?![\\p{L}])';
const word = (key: Parameters<typeof cueWords>[0]): string => `${start}(?:${cueWords(key)})${end}`;

/** A plan announced with a participle ("ha sido aplazada al lunes", "está prevista para el 5"). */
const planParticiple = `(?:${cueWords('spanish-tense/programado')})${end}`;
/**
 * Compound past: "he pagado", "lo han enviado", "ha sido", "hemos hecho" — not a plan ("ha sido aplazada", "han
 * programado la reunión").
 */
const compoundPast = new RegExp(
  `${word('spanish-tense/he')}\\s+(?:${cueWords('spanish-tense/ya-between')})*(?!(?:${cueWords('spanish-tense/sido')})\\s+${planParticiple})(?!${planParticiple})(?:\\p{L}+(?:${cueWords('spanish-tense/ad')})(?:${cueWords('spanish-tense/o')})|${cueWords('spanish-tense/hecho')})${end}`,
  'gu',
);
/** Preterites spelled the same with or without accents ("fue", "vi", "dijo", "recibió"), and the preterite plural ("pagaron", "dieron"). */
const irregularPreterite = new RegExp(word('spanish-tense/fue'), 'gu');
const pluralPreterite = new RegExp(`${start}\\p{L}{2,}(?:${cueWords('spanish-tense/ieron')})${end}`, 'gu');
/** "-aste": "pagaste", "enviaste" — not "contraste". */
const secondPersonPreterite = new RegExp(`${start}(?!(?:${cueWords('spanish-tense/not-aste')})${end})\\p{L}{2,}(?:${cueWords('spanish-tense/aste')})${end}`, 'gu');
/**
 * Read with accents: a preterite in "-é" or "-ó" ("pagué", "envié", "llegó", "aprobó"), but not "-ré" (the future
 * "pagaré" looks the same) nor a noun ("café", "comité"); the "-ré" and "-í" preterites people use are listed.
 */
const accentedPreterite = new RegExp(
  `${start}(?!(?:${cueWords('spanish-tense/not-preterite')})${end})\\p{L}{2,}(?:(?<!${cueWords('spanish-tense/r')})(?:${cueWords('spanish-tense/e-end')})|${cueWords('spanish-tense/o-end')})${end}|${word('spanish-tense/compre')}`,
  'gu',
);
/** "hace 3 días", "hace un rato", "hace tiempo" — not the weather ("hace buen tiempo", "hace frío"). */
const ago = new RegExp(
  `${word('spanish-tense/hace')}\\s+(?!(?:${cueWords('spanish-tense/hace-not')})${end})(?:(?:\\d+|\\p{L}+)\\s+)?(?:${cueWords('spanish-tense/hace-length')})${end}`,
  'gu',
);
/** "el pasado 12 de abril", "la semana pasada" — not "pasado mañana", the day after tomorrow. */
const pastAdjective = new RegExp(`${word('spanish-tense/pasado')}(?!\\s+(?:${cueWords('spanish-tense/manana')})${end})`, 'gu');
const yesterday = new RegExp(word('spanish-tense/ayer'), 'gu');
/** "ya lo pagué": a weak cue, as "ya que" is "since", "ya no" "no longer", "ya voy" "coming". */
const already = new RegExp(`${word('spanish-tense/ya')}(?!\\s+(?:${cueWords('spanish-tense/ya-not')})${end})`, 'gu');

/** "voy a pagar", "vamos a verlo". */
const goingTo = new RegExp(
  `${word('spanish-tense/voy')}\\s+(?:${cueWords('spanish-tense/a')})\\s+\\p{L}*(?:${cueWords('spanish-tense/inf')})(?:${cueWords('spanish-tense/clitic')})?${end}`,
  'gu',
);
/** Read with accents: the simple future "llegarán", "pagarás" ("llegará" is read with the Italian future). */
const accentedFuture = new RegExp(`${start}(?!(?:${cueWords('spanish-tense/not-future')})${end})\\p{L}{2,}(?:${cueWords('spanish-tense/ra')})${end}`, 'gu');
const pluralFuture = new RegExp(`${start}\\p{L}+(?:${cueWords('spanish-tense/remos')})${end}`, 'gu');
const irregularFuture = new RegExp(word('spanish-tense/hare'), 'gu');
const plan = new RegExp(`${word('spanish-tense/recuerdame')}|${start}${planParticiple}`, 'gu');
const weakPast = new RegExp(word('spanish-tense/fotos'), 'u');
const weakFuture = new RegExp(word('spanish-tense/cita'), 'u');

function count(pattern: RegExp, text: string): number {
  return [...text.matchAll(pattern)].filter((match) => match[0].length > 0).length;
}

/**
 * The Spanish tense cues of a request: compound pasts ("he pagado"), preterites ("pagué", "vio", "fue", "pagaron"),
 * "hace 3 días", "pasado" after a date word, "ayer", "ya" against "voy a + infinitive", the simple future
 * ("llegarán", "haré"), "recuérdame", "próximo", "que viene". Verbs count 2, "ya" and nouns of what exists (photos,
 * invoices) or what is planned (meeting, flight) 1. `normalized` is lowercase without accents, `original` the request
 * as written: the accents tell the preterite "pagó" from the present "pago".
 */
export function detectSpanishTense(normalized: string, original: string): TenseCues {
  const accented = original.normalize('NFC').toLowerCase();
  const past =
    2 * (count(compoundPast, normalized) + count(irregularPreterite, normalized) + count(pluralPreterite, normalized) + count(secondPersonPreterite, normalized) +
      count(accentedPreterite, accented) + count(ago, normalized) + count(pastAdjective, normalized) + count(yesterday, normalized)) +
    count(already, normalized) + (weakPast.test(normalized) ? 1 : 0);
  const future =
    2 * (count(goingTo, normalized) + count(accentedFuture, accented) + count(pluralFuture, normalized) + count(irregularFuture, normalized) + count(plan, normalized)) +
    (weakFuture.test(normalized) ? 1 : 0);
  return { past, future };
}
