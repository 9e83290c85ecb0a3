import type { NumberWords } from '../number-words';

/**
 * Spanish number words, lowercase without accents: the units, teens and twenties are one word each ("veintitres"),
 * tens above take "y" ("treinta y cinco"), and hundreds are read whole ("doscientos"); "mil" and "millones" multiply.
 */
export const spanishNumberWords: NumberWords = {
  language: 'es',
  cardinals: {
    cero: 0, uno: 1, un: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9,
    diez: 10, once: 11, doce: 12, trece: 13, catorce: 14, quince: 15, dieciseis: 16, diecisiete: 17, dieciocho: 18, diecinueve: 19,
    veinte: 20, veintiuno: 21, veintiun: 21, veintiuna: 21, veintidos: 22, veintitres: 23, veinticuatro: 24, veinticinco: 25,
    veintiseis: 26, veintisiete: 27, veintiocho: 28, veintinueve: 29, treinta: 30, cuarenta: 40, cincuenta: 50, sesenta: 60,
    setenta: 70, ochenta: 80, noventa: 90, cien: 100, ciento: 100, doscientos: 200, doscientas: 200, trescientos: 300,
    trescientas: 300, cuatrocientos: 400, cuatrocientas: 400, quinientos: 500, quinientas: 500, seiscientos: 600,
    seiscientas: 600, setecientos: 700, setecientas: 700, ochocientos: 800, ochocientas: 800, novecientos: 900, novecientas: 900,
  },
  joinedTens: {},
  multipliers: { mil: 1000, millon: 1e6, millones: 1e6, millardo: 1e9, millardos: 1e9 },
  dozens: ['docena', 'docenas'],
  collectives: { par: 2, decena: 10, veintena: 20, treintena: 30, centenar: 100, millar: 1000 },
  ambiguous: ['un', 'una', 'uno', 'once'],
  halfOfMultiplier: ['y medio'],
  numeralMultipliers: { mil: 1e3, millon: 1e6, 'millón': 1e6, millones: 1e6 },
  unitSymbols: ['gr', 'lt'],
  halves: ['medio', 'media'],
  halfAfterNoun: ['y medio', 'y media'],
  ofAfterHalf: ['de'],
  halfNotAfter: ['y', 'la'],
  halfNotBefore: ['docena', 'hora', 'jornada', 'semana'],
  rangeJoiners: ['y', 'a', 'al', 'hasta'],
  rangeOpeners: ['entre', 'de', 'del', 'desde'],
};
