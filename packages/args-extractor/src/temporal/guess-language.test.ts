import { describe, expect, it } from 'vitest';
import { guessLanguage } from './guess-language';

describe('guessLanguage', () => {
  it('should guess Spanish from words only Spanish writes', () => {
    expect(guessLanguage('lo pedi hace dos semanas')).toBe('es');
    expect(guessLanguage('la pelicula empieza en 45 minutos')).toBe('es');
    expect(guessLanguage('el sabado fuimos al cine')).toBe('es');
  });

  it('should not count the words Italian and Spanish share against Spanish', () => {
    expect(guessLanguage('la cita es a la una y media de la tarde')).toBe('es');
  });

  it('should guess English from number words only English writes', () => {
    expect(guessLanguage('twenty past four')).toBe('en');
    expect(guessLanguage('alle tre e venti')).toBe('it');
  });

  it('should guess Italian and English as before', () => {
    expect(guessLanguage('dal 1/9 si torna in ufficio')).not.toBe('en');
    expect(guessLanguage('le foto del 3 marzo 2026')).toBe('it');
    expect(guessLanguage('ricordami domani alle 9')).toBe('it');
    expect(guessLanguage('remind me tomorrow at 9')).toBe('en');
    expect(guessLanguage('3-11-2026')).toBeUndefined();
  });

  it('should guess English from the words of bills and leases, not from Italian text', () => {
    expect(guessLanguage('electricity bill 4/5')).toBe('en');
    expect(guessLanguage('lease starts 09/01/27')).toBe('en');
    expect(guessLanguage('la bolletta scade il 4/5')).toBe('it');
  });

  it('should not take the Italian plural article "i" for English "I" when Italian prepositions follow', () => {
    expect(guessLanguage('i conti degli ultimi sei mesi')).toBe('it');
    expect(guessLanguage('i bonifici negli ultimi due mesi')).toBe('it');
    expect(guessLanguage('i paid the rent')).toBe('en');
  });
});
