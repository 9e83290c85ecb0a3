import type { NumberWords } from '../number-words';

/** Italian number words ("ventitre" is "venti" + "tre"; "cento", "mille", "mila" compose in the reader). */
export const italianNumberWords: NumberWords = {
  language: 'it',
  cardinals: {
    zero: 0, uno: 1, un: 1, una: 1, due: 2, tre: 3, quattro: 4, cinque: 5, sei: 6, sette: 7, otto: 8, nove: 9,
    dieci: 10, undici: 11, dodici: 12, tredici: 13, quattordici: 14, quindici: 15, sedici: 16, diciassette: 17, diciotto: 18, diciannove: 19,
  },
  joinedTens: { venti: 20, trenta: 30, quaranta: 40, cinquanta: 50, sessanta: 60, settanta: 70, ottanta: 80, novanta: 90 },
  multipliers: { mila: 1000, milione: 1e6, milioni: 1e6, miliardo: 1e9, miliardi: 1e9 },
  dozens: ['dozzina', 'dozzine'],
  collectives: { paio: 2, decina: 10, ventina: 20, trentina: 30, quarantina: 40, cinquantina: 50, centinaio: 100, migliaio: 1000 },
  ambiguous: ['un', 'una', 'uno', 'sei'],
  ambiguousNumberAfter: { sei: ['per', 'in', 'con', 'di', 'da', 'dei', 'delle', 'tra', 'fra', 'su', 'tutti e', 'tutte e', 'ogni', 'circa', 'quasi', 'almeno', 'solo', 'soltanto'] },
  ambiguousNumberBefore: {
    sei: {
      // A plural noun: "sei bottiglie", "sei giorni", "sei banche", "sei persone" ("sei" the verb takes a singular word).
      endings: ['i', 'ie', 'che', 'ghe', 'ne'],
      minLength: 4,
      notNouns: ['così', 'fuori', 'oggi', 'ieri', 'domani', 'pari', 'dispari', 'anche', 'bene', 'davanti', 'insieme'],
      notAfter: [],
    },
  },
  halfOfMultiplier: ['e mezzo', 'e mezza'],
  numeralMultipliers: { mln: 1e6, mld: 1e9, mila: 1e3, mille: 1e3, milioni: 1e6, milione: 1e6, miliardi: 1e9 },
  unitSymbols: ['gr', 'lt', 'kmh'],
  halves: ['mezzo', 'mezza'],
  halfAfterNoun: ['e mezzo', 'e mezza'],
  ofAfterHalf: ['di', 'd'],
  halfNotAfter: ['e', 'di', 'in'],
  halfNotBefore: ['dozzina', 'ora', 'giornata', 'settimana'],
  rangeJoiners: ['e', 'ed', 'a', 'al', 'ai', 'agli', 'fino a'],
  rangeOpeners: ['tra', 'fra', 'da', 'dal', 'dai', 'dagli', 'dalle'],
};
