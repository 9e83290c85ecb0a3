import { wordAlternation } from '@metnos/lexicon';
import { dateWords, type DatePatternKey } from '@metnos/lexicon/internal';
import { describe, expect, it } from 'vitest';
import { detectSpanishTense, type SpanishCueWords } from './detect-spanish-tense';
import { normalizeTemporalText } from './normalize-temporal-text';
import { cueWords } from './temporal-lexicon';

type Tense = 'past' | 'future' | 'neutral';
interface TenseExample {
  text: string;
  tense: Tense;
  /** Read without knowing the request is Spanish (the cues no Italian or English text has). */
  unhinted?: boolean;
}

/**
 * An example for each word of each Spanish tense cue group, in a sentence where that word decides the tense: the
 * ablation test removes each word in turn and expects some example to change. Groups read with accents are written
 * with them (the lexicon spells those words accented).
 */
const frames: Partial<Record<DatePatternKey, (word: string) => TenseExample>> = {
  'spanish-tense/he': (word) => ({ text: `lo ${word} pagado el lunes`, tense: 'past' }),
  'spanish-tense/ya-between': (word) => ({ text: `he ${word}pagado la cita`, tense: 'past' }),
  'spanish-tense/ad': (word) => ({ text: `lo he ${word === 'ad' ? 'pagado' : 'recibido'} el lunes`, tense: 'past' }),
  'spanish-tense/o': (word) => ({ text: `he pagad${word} el lunes`, tense: 'past' }),
  'spanish-tense/hecho': (word) => ({ text: `lo he ${word} el lunes`, tense: 'past' }),
  'spanish-tense/sido': () => ({ text: 'ha sido aplazada al lunes', tense: 'future' }),
  'spanish-tense/programado': (word) => ({ text: `está ${word} para el lunes`, tense: 'future' }),
  'spanish-tense/fue': (word) => ({ text: `${word} el lunes`, tense: 'past' }),
  'spanish-tense/compre': (word) => ({ text: `${word} el lunes`, tense: 'past' }),
  'spanish-tense/i-end': (word) => ({ text: `com${word} el lunes`, tense: 'past' }),
  'spanish-tense/not-i-preterite': (word) => ({ text: `${word} el lunes`, tense: 'neutral' }),
  'spanish-tense/re-future': (word) => ({ text: `pag${word} el lunes`.replace('pageré', 'comeré').replace('pagiré', 'escribiré'), tense: 'future' }),
  'spanish-tense/e-end': (word) => ({ text: `pagu${word} el lunes`, tense: 'past' }),
  'spanish-tense/o-end': (word) => ({ text: `lleg${word} el lunes`, tense: 'past' }),
  'spanish-tense/r': () => ({ text: 'pagaré el lunes', tense: 'future' }),
  'spanish-tense/not-preterite': (word) => ({ text: `${word} el lunes`, tense: 'neutral' }),
  'spanish-tense/aste': (word) => ({ text: `pag${word} el lunes`, tense: 'past' }),
  'spanish-tense/not-aste': (word) => ({ text: `${word} el lunes`, tense: 'neutral' }),
  'spanish-tense/ieron': (word) => ({ text: `${word === 'ieron' ? 'sal' : 'lleg'}${word} el lunes`, tense: 'past' }),
  'spanish-tense/ya': (word) => ({ text: `${word} lo pague el lunes`, tense: 'past' }),
  'spanish-tense/ya-not': (word) => ({ text: `ya ${word} el lunes`, tense: 'neutral' }),
  'spanish-tense/ayer': (word) => ({ text: `el paquete ${word}`, tense: 'past' }),
  'spanish-tense/hace': (word) => ({ text: `${word} 3 dias`, tense: 'past' }),
  'spanish-tense/hace-length': (word) => ({ text: `hace 3 ${word}`, tense: 'past' }),
  'spanish-tense/hace-not': (word) => ({ text: `hace ${word} tiempo`, tense: 'neutral' }),
  'spanish-tense/pasado': (word) => ({ text: `el lunes ${word}`, tense: 'past' }),
  'spanish-tense/manana': (word) => ({ text: `pasado ${word}`, tense: 'neutral' }),
  'spanish-tense/voy': (word) => ({ text: `${word} a pagar el lunes`, tense: 'future' }),
  'spanish-tense/a': (word) => ({ text: `voy ${word} pagar el lunes`, tense: 'future' }),
  'spanish-tense/inf': (word) => ({ text: `voy a ${word === 'ar' ? 'pagar' : word === 'er' ? 'comer' : 'salir'} el lunes`, tense: 'future' }),
  'spanish-tense/clitic': (word) => ({ text: `voy a dar${word} el lunes`, tense: 'future' }),
  'spanish-tense/ra': (word) => ({ text: `llega${word} el lunes`, tense: 'future' }),
  'spanish-tense/not-future': (word) => ({ text: `${word} el lunes`, tense: 'neutral' }),
  'spanish-tense/remos': (word) => ({ text: `${word === 'aremos' ? 'pag' : word === 'iremos' ? 'escrib' : word === 'eremos' ? 'com' : word === 'dremos' ? 'ten' : word === 'bremos' ? 'sa' : 'que'}${word} el lunes`, tense: 'future' }),
  'spanish-tense/hare': (word) => ({ text: `lo ${word} el lunes`, tense: 'future' }),
  'spanish-tense/recuerdame': (word) => ({ text: `${word} el lunes`, tense: 'future' }),
  'spanish-tense/fotos': (word) => ({ text: `${word} del lunes`, tense: 'past' }),
  'spanish-tense/cita': (word) => ({ text: `${word} del lunes`, tense: 'future' }),
  'spanish-tense/tendra': (word) => ({ text: `${word} el lunes`, tense: 'future' }),
  'spanish-tense/previsto': (word) => ({ text: `está ${word} para el lunes`, tense: 'future' }),
  'spanish-tense/visto': (word) => ({ text: `lo he ${word} el lunes`, tense: 'past' }),
  'spanish-tense/vi': (word) => ({ text: `${word} a Ana el lunes`, tense: 'past' }),
  'spanish-tense/lo-vi': (word) => ({ text: `${word} el lunes`, tense: 'past', unhinted: true }),
  'spanish-tense/che': () => ({ text: 'perché lunedì', tense: 'neutral', unhinted: true }),
  'spanish-tense/not-preterite-unhinted': (word) => ({ text: `the ${word} on Monday`, tense: 'neutral', unhinted: true }),
};

const spanishTenseGroups = Object.entries(dateWords('es').patternWords).filter(([key]) => key.startsWith('spanish-tense/')) as Array<[DatePatternKey, readonly string[]]>;
const examples: TenseExample[] = spanishTenseGroups.flatMap(([key, words]) => words.map((word) => frames[key]?.(word) ?? { text: `${key}: no example for "${word}"`, tense: 'neutral' as const }));

function tenseOf(example: TenseExample, words?: SpanishCueWords): Tense {
  const found = detectSpanishTense(normalizeTemporalText(example.text, 'es').text, example.text, example.unhinted !== true, words);
  return found.past > found.future ? 'past' : found.future > found.past ? 'future' : 'neutral';
}

function cues(text: string): { past: number; future: number } {
  return detectSpanishTense(normalizeTemporalText(text, 'es').text, text);
}

describe('detectSpanishTense', () => {
  it('should read compound pasts, with irregular participles, but not a postponed plan', () => {
    expect(cues('ya lo he pagado')).toMatchObject({ future: 0 });
    expect(cues('hemos hecho la reunión').past).toBeGreaterThanOrEqual(2);
    expect(cues('han vuelto el lunes').past).toBe(2);
    expect(cues('la cita ha sido aplazada')).toEqual({ past: 0, future: 3 });
  });

  it('should read preterites by their accent, and not nouns or the future in "-ré" as a past', () => {
    expect(cues('pagué la luz').past).toBe(2);
    expect(cues('el banco anunció la subida').past).toBe(2);
    expect(cues('compré un café')).toEqual({ past: 2, future: 0 });
    expect(cues('pagaré la luz').past).toBe(0);
    expect(cues('el comité del jueves')).toEqual({ past: 0, future: 0 });
    expect(cues('pago la luz')).toEqual({ past: 0, future: 0 });
  });

  it('should read preterites spelled the same without accents and the preterite plural', () => {
    expect(cues('lo vi el jueves').past).toBe(2);
    expect(cues('fue el martes').past).toBe(2);
    expect(cues('los vecinos protestaron el lunes').past).toBe(2);
    expect(cues('¿cuánto pagaste en marzo?').past).toBe(2);
    expect(cues('un gran contraste en marzo').past).toBe(0);
  });

  it('should read "hace" with a length as "ago", not as the weather', () => {
    expect(cues('lo mandaron hace 3 días').past).toBe(4);
    expect(cues('hace un rato').past).toBe(2);
    expect(cues('hace buen tiempo el sábado').past).toBe(0);
    expect(cues('hace frío el sábado').past).toBe(0);
  });

  it('should read "pasado" of a date as past, "pasado mañana" not, and "ya" as a weak cue', () => {
    expect(cues('el pasado 12 de abril').past).toBe(2);
    expect(cues('la semana pasada').past).toBe(2);
    expect(cues('pasado mañana').past).toBe(0);
    expect(cues('ya lo pague').past).toBe(1);
    expect(cues('ya que estás, el lunes').past).toBe(0);
  });

  it('should read "voy a" with an infinitive, the simple future and reminders as future', () => {
    expect(cues('vamos a verlo el jueves')).toEqual({ past: 0, future: 2 });
    expect(cues('llegarán el jueves').future).toBe(2);
    expect(cues('lo haremos el lunes').future).toBe(2);
    expect(cues('lo haré el lunes').future).toBeGreaterThanOrEqual(2);
    expect(cues('recuérdame el jueves').future).toBe(2);
    expect(cues('el próximo martes').future).toBe(2);
    expect(cues('la semana que viene').future).toBe(2);
    expect(cues('está atrás en la lista').future).toBe(0);
  });

  it('should read the first-person future by its ending "-ré" and the preterite in "-í", not an adverb', () => {
    expect(cues('pagaré la luz el lunes')).toEqual({ past: 0, future: 2 });
    expect(cues('te escribiré el jueves')).toEqual({ past: 0, future: 2 });
    expect(cues('preparé la cena el jueves')).toEqual({ past: 2, future: 0 });
    expect(cues('comí con Ana el jueves')).toEqual({ past: 2, future: 0 });
    expect(cues('aquí el jueves')).toEqual({ past: 0, future: 0 });
  });

  it('should read every example of the Spanish tense cues as its tense', () => {
    const wrong = examples.filter((example) => tenseOf(example) !== example.tense).map((example) => `${example.text} (${example.tense})`);
    expect(wrong).toEqual([]);
  });

  it('should change some example when any word of a Spanish tense cue group is removed', () => {
    const unneeded: string[] = [];
    const normalized = examples.map((example) => normalizeTemporalText(example.text, 'es').text);
    for (const [key, words] of spanishTenseGroups) {
      for (const word of words) {
        const rest = words.filter((other) => other !== word);
        const without: SpanishCueWords = (group) => (group !== key ? cueWords(group) : rest.length === 0 ? '(?!)' : wordAlternation(rest, { longestFirst: true }));
        const holding = examples.filter((example, index) => example.text.toLowerCase().includes(word) || (normalized[index] ?? '').includes(word));
        if (!holding.some((example) => tenseOf(example, without) !== example.tense)) unneeded.push(`${key} "${word}"`);
      }
    }
    expect(unneeded).toEqual([]);
  });
});
