/**
 * The classes of quantity a request writes as words or symbols, each with the one key it is compared by and the
 * symbols that write it in every language ("%", "€"); the words are per locale (`locales/<language>/quantities.ts`).
 */
export const quantityConcepts = {
  percent: { key: '%', symbols: ['%'] },
  euro: { key: '€', symbols: ['€'] },
  dollar: { key: '$', symbols: ['$'] },
  pound: { key: '£', symbols: ['£'] },
  degree: { key: '°', symbols: ['°'] },
  celsius: { key: '°c', symbols: [] },
  fahrenheit: { key: '°f', symbols: [] },
  second: { key: 'unit:second', symbols: [] },
  minute: { key: 'unit:minute', symbols: [] },
  hour: { key: 'unit:hour', symbols: [] },
  day: { key: 'unit:day', symbols: [] },
  week: { key: 'unit:week', symbols: [] },
  month: { key: 'unit:month', symbols: [] },
  year: { key: 'unit:year', symbols: [] },
  night: { key: 'unit:night', symbols: [] },
} as const satisfies Record<string, { key: string; symbols: readonly string[] }>;

/** A class of quantity (`quantityConcepts`). */
export type QuantityConcept = keyof typeof quantityConcepts;
