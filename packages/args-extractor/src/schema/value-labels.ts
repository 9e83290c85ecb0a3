import { supportedLocales } from '@metnos/lexicon/internal';

/**
 * it/en labels that introduce the value of an argument in a request, by a word of the argument's name:
 * "with subject Dinner", "con oggetto Cena", "saying see you", "che dice ci vediamo", "about the budget",
 * "che parlano di fattura", "named report", "che si chiamano report", "at most 5", "al massimo 5". The property's own
 * name words are labels too ("subject", "query"): see `propertyLabels`.
 */
export const valueLabels: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.keys(supportedLocales[0]?.arguments.labels ?? {}).map((name) => [name, [...new Set(supportedLocales.flatMap((locale) => locale.arguments.labels[name] ?? []))]]),
);
