import { describe, expect, it } from 'vitest';
import { findNumberWords, parseEnglishNumberWord, parseItalianNumberWord, parseSpanishNumberWord } from './find-number-words';

const values = (text: string, language?: 'es'): number[] => findNumberWords(text, language === undefined ? {} : { language }).filter((match) => !match.ambiguous).map((match) => match.value);

describe('findNumberWords', () => {
  it('should read Italian compounds and sequences', () => {
    expect(values('ventitré foto, trentuno invitati')).toEqual([23, 31]);
    expect(values('mille duecento euro')).toEqual([1200]);
    expect(values('tremilacinquecento e duecentocinquanta')).toEqual([3500, 250]);
    expect(values('due milioni di righe')).toEqual([2000000]);
  });

  it('should read English compounds and sequences', () => {
    expect(values('twenty-one and one hundred and twenty')).toEqual([21, 120]);
    expect(values('three thousand five hundred')).toEqual([3500]);
    expect(values('eleven hundred people')).toEqual([1100]);
    expect(values('between one hundred and two hundred')).toEqual([100, 200]);
  });

  it('should add "and a half" to the number before it, an article "one" included', () => {
    expect(values('one and a half litres of milk')).toEqual([1.5]);
    expect(values('twenty-two and a half metres')).toEqual([22.5]);
    expect(values('one and a bit')).toEqual([]);
    expect(values('two and a halfpipe')).toEqual([2]);
  });

  it('should add a half written after the noun counted, at the end of the clause or before what is measured', () => {
    expect(values('mi servono due litri e mezzo')).toEqual([2.5]);
    expect(values('it weighs four pounds and a half')).toEqual([4.5]);
    expect(values('compré dos kilos y medio', 'es')).toEqual([2.5]);
    expect(values('due litri e mezzo chilo di pane')).toEqual([2]);
    expect(values('compra un chilo e mezzo di farina')).toEqual([1.5]);
    expect(values("servono due litri e mezzo d'olio")).toEqual([2.5]);
    expect(values('two pounds and a half of flour')).toEqual([2.5]);
    expect(values('due litri e mezzo bottiglie')).toEqual([2]);
    expect(values('due mele e tre pere')).toEqual([2, 3]);
    expect(values('il volo dura due ore e mezza')).toEqual([2]);
  });

  it('should read Spanish words, tens joined by "y" and sequences', () => {
    expect(values('tres archivos y veinte correos', 'es')).toEqual([3, 20]);
    expect(values('treinta y cinco fotos, veintitrés invitados', 'es')).toEqual([35, 23]);
    expect(values('pide treinta y una camisetas y cuarenta y un platos', 'es')).toEqual([31, 41]);
    expect(values('doscientos cincuenta euros', 'es')).toEqual([250]);
    expect(values('dos mil quinientos', 'es')).toEqual([2500]);
    expect(values('mil doscientos', 'es')).toEqual([1200]);
    expect(values('una docena de huevos, media docena de botellas', 'es')).toEqual([12, 6]);
  });

  it('should read Spanish number words only in a Spanish request', () => {
    expect(values('tres archivos y veinte correos')).toEqual([]);
    expect(values('tres archivos', 'es')).toEqual([3]);
  });

  it('should read Italian number words only when the request is not English', () => {
    expect(findNumberWords('the water bill is due June 3', { language: 'en' })).toEqual([]);
    // Without a language, English words beside "due" make it English; Italian ones leave it a number.
    expect(findNumberWords('Payment due Friday')).toEqual([]);
    expect(findNumberWords('the rent is due on the 3rd')).toEqual([]);
    expect(findNumberWords('prendo due biglietti').map((match) => match.value)).toEqual([2]);
    expect(findNumberWords('siamo in due').map((match) => match.value)).toEqual([2]);
    expect(findNumberWords('pay two bills', { language: 'en' }).map((match) => match.value)).toEqual([2]);
    expect(findNumberWords('pago due bollette', { language: 'it' }).map((match) => match.value)).toEqual([2]);
    expect(findNumberWords('pago due bollette').map((match) => match.value)).toEqual([2]);
  });

  it('should not join a Spanish "y" that is no part of a number', () => {
    expect(values('cinco y seis', 'es')).toEqual([5, 6]);
    expect(values('treinta y libros', 'es')).toEqual([30]);
  });

  it('should read quantity words', () => {
    expect(values('una dozzina di uova, mezza dozzina di bottiglie')).toEqual([12, 6]);
    expect(values('half a dozen, a dozen, two dozen')).toEqual([6, 12, 24]);
    expect(values('un paio di file')).toEqual([2]);
  });

  it('should read a singular article and a collective noun as its number', () => {
    expect(values('una decina di righe e un migliaio di utenti')).toEqual([10, 1000]);
    expect(values('un par de libros y un millar de personas', 'es')).toEqual([2, 1000]);
    expect(values('centinaia di file')).toEqual([]);
    expect(values('un par de libros')).toEqual([]);
  });

  it('should add half of a multiplier written after it', () => {
    expect(values('il comune ha stanziato due milioni e mezzo per le strade')).toEqual([2_500_000]);
    expect(values('two million and a half dollars')).toEqual([2_500_000]);
    expect(values('dos millones y medio de euros', 'es')).toEqual([2_500_000]);
    expect(values('due milioni e cinquecentomila')).toEqual([2_000_000, 500_000]);
  });

  it('should read a slang multiplier before no noun', () => {
    expect(values('three grand')).toEqual([3000]);
    expect(values('it cost ten grand a month')).toEqual([10_000]);
    expect(values('two grand pianos')).toEqual([2]);
  });

  it('should read an approximate count before a multiplier', () => {
    expect(values('a couple hundred')).toEqual([200]);
    expect(values('a couple of thousand euros')).toEqual([2000]);
    expect(values('a couple of days')).toEqual([2]);
  });

  it('should mark lone articles and Italian sei as ambiguous', () => {
    expect(findNumberWords('sei sveglio? one song').map((match) => match.ambiguous)).toEqual([true, true]);
    expect(findNumberWords('a song')).toEqual([]);
  });
});

describe('parseItalianNumberWord', () => {
  it('should parse single words', () => {
    expect(['ventuno', 'ventotto', 'centotto', 'milleuno', 'quarantadue'].map(parseItalianNumberWord)).toEqual([21, 28, 108, 1001, 42]);
    expect(parseItalianNumberWord('ventiuno')).toBeUndefined();
  });
});

describe('parseEnglishNumberWord', () => {
  it('should parse single and hyphenated words', () => {
    expect(['seven', 'ninety-nine', 'forty'].map(parseEnglishNumberWord)).toEqual([7, 99, 40]);
    expect(parseEnglishNumberWord('five-one')).toBeUndefined();
  });
});

describe('parseSpanishNumberWord', () => {
  it('should parse single words, accents folded, and leave articles to the caller', () => {
    expect(['tres', 'veinte', 'veintitrés', 'dieciséis', 'cien', 'quinientos', 'mil'].map(parseSpanishNumberWord)).toEqual([3, 20, 23, 16, 100, 500, 1000]);
    expect(parseSpanishNumberWord('un')).toBeUndefined();
    expect(parseSpanishNumberWord('libro')).toBeUndefined();
  });
});
