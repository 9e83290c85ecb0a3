import { describe, expect, it } from 'vitest';
import { normalizeTemporalText } from './normalize-temporal-text';

describe('normalizeTemporalText', () => {
  it('should lowercase, drop accents and write number words as digits', () => {
    expect(normalizeTemporalText('Lunedì alle ventitré').text).toBe('lunedi alle 23');
    expect(normalizeTemporalText('in twenty-one days').text).toBe('in 21 days');
    expect(normalizeTemporalText('the twenty-first of June').text).toBe('the 21st of june');
  });

  it('should respell the known misspellings of weekday and month names, and map them back to what was written', () => {
    expect(normalizeTemporalText("Sabbato andiamo all'ikea").text).toBe("sabato andiamo all'ikea");
    expect(normalizeTemporalText("ci vediamo mercoledi' sera").text).toBe('ci vediamo mercoledi sera');
    expect(normalizeTemporalText('see you wensday, not in febuary').text).toBe('see you wednesday, not in february');
    const normalized = normalizeTemporalText('il 12 setembre');
    expect(normalized.toOriginal(6, 15)).toEqual([6, 14]);
  });

  it('should leave ordinary words that look like a misspelt name', () => {
    expect(normalizeTemporalText('the cat sat on the mat').text).toBe('the cat sat on the mat');
    expect(normalizeTemporalText('un anno sabbatico').text).toBe('un anno sabbatico');
    expect(normalizeTemporalText('Gennaro and Agustin got wed').text).toBe('gennaro and agustin got wed');
  });

  it('should keep a lone è apart from the conjunction e', () => {
    expect(normalizeTemporalText('domani è festa').text).toBe('domani è festa');
  });

  it('should turn articles and sei into digits only next to a time word or before a month', () => {
    expect(normalizeTemporalText('sei sveglio? alle sei').text).toBe('sei sveglio? alle 6');
    expect(normalizeTemporalText('il matrimonio è il sei giugno').text).toBe('il matrimonio è il 6 giugno');
    expect(normalizeTemporalText('sei gentile, giugno è lontano').text).toBe('sei gentile, giugno è lontano');
    expect(normalizeTemporalText('one song in one hour').text).toBe('one song in 1 hour');
  });

  it('should read spaced English ordinals as ordinals, not a count and an ordinal', () => {
    expect(normalizeTemporalText('june twenty first').text).toBe('june 21st');
    expect(normalizeTemporalText('the twenty third of may').text).toBe('the 23rd of may');
    expect(normalizeTemporalText('a twenty second pause').text).toBe('a 20 second pause');
  });

  it('should map spans back to the original text', () => {
    const normalized = normalizeTemporalText('tra ventitré minuti');
    const start = normalized.text.indexOf('23');
    expect(normalized.toOriginal(start, start + 2)).toEqual([4, 12]);
  });

  it('should read Spanish number words as digits only when the request is said or guessed to be Spanish', () => {
    expect(normalizeTemporalText('dentro de dos semanas', 'es').text).toBe('dentro de 2 semanas');
    expect(normalizeTemporalText('hace tres dias', 'es').text).toBe('hace 3 dias');
    expect(normalizeTemporalText('dentro de dos semanas').text).toBe('dentro de 2 semanas');
    expect(normalizeTemporalText('se ha jubilado con sesenta y cinco años').text).toBe('se ha jubilado con 65 anos');
    expect(normalizeTemporalText('dentro de dos semanas', 'it').text).toBe('dentro de dos semanas');
    expect(normalizeTemporalText('the dos and donts of the week').text).toBe('the dos and donts of the week');
  });

  it('should read chat shorthand as the words it stands for, and only as whole words', () => {
    expect(normalizeTemporalText('see you tmw, or nxt wk').text).toBe('see you tomorrow, or next week');
    expect(normalizeTemporalText('free this arvo?').text).toBe('free this afternoon?');
    expect(normalizeTemporalText('Domenica prox e la sett prox').text).toBe('domenica prossimo e la settimana prossima');
    expect(normalizeTemporalText('venerdì pome').text).toBe('venerdi pomeriggio');
    expect(normalizeTemporalText('the proxy server and a pomelo').text).toBe('the proxy server and a pomelo');
    expect(normalizeTemporalText('tmwx arvos').text).toBe('tmwx arvos');
  });

  it('should read the literary "venturo" as "prossimo", and "prossimo venturo" as its letters', () => {
    expect(normalizeTemporalText("l'anno venturo").text).toBe("l'anno prossimo");
    expect(normalizeTemporalText('il 10 prossimo venturo').text).toBe('il 10 p.v.');
    expect(normalizeTemporalText('una gita avventurosa').text).toBe('una gita avventurosa');
  });

  it('should drop a filler between a clock cue and its hour, and keep it anywhere else', () => {
    expect(normalizeTemporalText('next tuesday at like ten').text).toBe('next tuesday at 10');
    expect(normalizeTemporalText('martedì tipo alle dieci').text).toBe('martedi alle 10');
    expect(normalizeTemporalText('I would like at least ten').text).toBe('i would like at least 10');
    expect(normalizeTemporalText('at like the office').text).toBe('at like the office');
    expect(normalizeTemporalText('un tipo alla mano').text).toBe('un tipo alla mano');
  });

  it('should read spoken years and spoken military hours, and leave other number pairs', () => {
    expect(normalizeTemporalText('in twenty twenty eight').text).toBe('in 2028');
    expect(normalizeTemporalText('back in nineteen ninety').text).toBe('back in 1990');
    expect(normalizeTemporalText('wake me at oh nine hundred').text).toBe('wake me at 09:00');
    expect(normalizeTemporalText('zero nine thirty').text).toBe('09:30');
    expect(normalizeTemporalText('twenty twenty-dollar bills').text).toBe('20 twenty-dollar bills');
    expect(normalizeTemporalText('twenty twenty minute breaks').text).toBe('20 20 minute breaks');
    expect(normalizeTemporalText('I said oh, nine hundred people came').text).toBe('i said oh, 900 people came');
  });

  it('should read Spanish chat shorthand only in Spanish text, before the other languages\' own', () => {
    expect(normalizeTemporalText('nos vemos mñn, el lunes prox', 'es').text).toBe('nos vemos manana, el lunes proximo');
    expect(normalizeTemporalText('ci vediamo mnn', 'it').text).toBe('ci vediamo mnn');
  });
});
