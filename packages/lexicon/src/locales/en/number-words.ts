import type { NumberWords } from '../number-words';

/** English number words. */
export const englishNumberWords: NumberWords = {
  language: 'en',
  cardinals: {
    zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
    thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
    twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
  },
  joinedTens: {},
  multipliers: { hundred: 100, thousand: 1000, million: 1e6, millions: 1e6, billion: 1e9, billions: 1e9 },
  dozens: ['dozen', 'dozens'],
  collectives: {},
  ambiguous: ['one', 'a', 'an'],
  ambiguousNumberBefore: {
    one: {
      endings: [],
      minLength: 2,
      // Idioms and units the temporal reader reads ("one day", "one way or another", "one hour"); function words are
      // no nouns either ("one of them", "one by one": the locales' `functionWords`).
      notNouns: [
        'day', 'time', 'way', 'another', 'more', 'less', 'thing', 'point', 'hand', 'side', 'such', 'last', 'sec', 'second',
        'moment', 'minute', 'hour', 'week', 'month', 'year', 'night', 'morning', 'afternoon', 'evening', 'weekend', 'oclock',
        'hundred', 'thousand', 'million', 'billion', 'half', 'third', 'quarter', 'dozen', 'again', 'too',
        // Compounds where "one" counts nothing ("one size fits all", "a one stop shop", "a one piece swimsuit").
        'size', 'stop', 'piece', 'liner', 'click', 'direction',
        // "buy one get one": an offer, no count.
        'get', 'gets',
      ],
      // Offers in which "one" counts nothing ("buy one get one free"; "one free ticket" still counts).
      notIn: ['buy one get one free', 'buy one get one', 'get one free'],
      notAfter: ['the', 'this', 'that', 'which', 'no', 'any', 'every', 'each', 'some', 'other', 'another', 'little', 'big', 'new', 'old', 'last', 'next', 'same', 'right', 'wrong'],
    },
  },
  // "just the one" (a drink, a bag) said where a count is asked.
  countedAlone: { one: ['just the', 'only the'] },
  falseFriends: {
    due: {
      before: ['is', 'are', 'was', 'were', 'be', 'been', 'being', 'not', 'now', 'payment', 'payments', 'bill', 'bills', 'rent', 'invoice', 'invoices', 'balance', 'amount', 'fee', 'fees', 'tax', 'taxes', 'homework', 'assignment', 'report', 'baby'],
      after: ['to', 'on', 'by', 'at', 'for', 'date', 'dates', 'back', 'soon', 'today', 'tomorrow', 'tonight', 'next', 'this', 'within', 'before', 'out', 'now', 'diligence', 'process', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'],
    },
  },
  slangMultipliers: { grand: 1000 },
  countsBeforeMultiplier: { 'a couple': 2, 'a couple of': 2 },
  halfOfMultiplier: ['and a half'],
  numeralMultipliers: { bn: 1e9, million: 1e6, millions: 1e6, thousand: 1e3, billion: 1e9 },
  unitSymbols: ['ml', 'cl', 'dl', 'l', 'mg', 'g', 'kg', 'oz', 'lb', 'lbs', 'km', 'cm', 'mm', 'kb', 'mb', 'gb', 'tb', 'kw', 'kwh', 'mph'],
  halves: ['half an', 'half a'],
  halfAfterNoun: ['and a half'],
  ofAfterHalf: ['of'],
  andAHalf: ['and a half'],
  halfNotAfter: [],
  halfNotBefore: ['dozen', 'hour', 'day'],
  rangeJoiners: ['to', 'and'],
  rangeOpeners: ['between', 'from', 'range', 'range of', 'from about'],
};
