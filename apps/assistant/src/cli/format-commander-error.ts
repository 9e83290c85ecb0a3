import type { Language } from '@metnos/core';
import { cliMessages } from './cli-messages';

type Translation = [RegExp, (...groups: string[]) => string];

const italian: Translation[] = [
  [/^unknown command '(.+?)'$/, (name) => `comando sconosciuto '${name}'`],
  [/^unknown option '(.+?)'$/, (name) => `opzione sconosciuta '${name}'`],
  [/^missing required argument '(.+?)'$/, (name) => `manca l'argomento obbligatorio '${name}'`],
  [/^option '(.+?)' argument missing$/, (name) => `all'opzione '${name}' manca il valore`],
  [/^too many arguments(?: for '(.+?)')?\. Expected (\d+) arguments? but got (\d+)\.$/, (command, expected, got) => `troppi argomenti${command ? ` per '${command}'` : ''}: ne servono ${expected}, ricevuti ${got}`],
];

const spanish: Translation[] = [
  [/^unknown command '(.+?)'$/, (name) => `comando desconocido '${name}'`],
  [/^unknown option '(.+?)'$/, (name) => `opción desconocida '${name}'`],
  [/^missing required argument '(.+?)'$/, (name) => `falta el argumento obligatorio '${name}'`],
  [/^option '(.+?)' argument missing$/, (name) => `a la opción '${name}' le falta el valor`],
  [/^too many arguments(?: for '(.+?)')?\. Expected (\d+) arguments? but got (\d+)\.$/, (command, expected, got) => `demasiados argumentos${command ? ` para '${command}'` : ''}: se necesitan ${expected}, recibidos ${got}`],
];

const translations: Record<Language, Translation[]> = { en: [], it: italian, es: spanish };
const didYouMean: Record<Language, (suggestion: string) => string> = {
  en: (suggestion) => ` (did you mean ${suggestion}?)`,
  it: (suggestion) => ` (forse intendevi ${suggestion}?)`,
  es: (suggestion) => ` (¿querías decir ${suggestion}?)`,
};

/**
 * Commander's error text (`error: unknown command 'x'\n(Did you mean y?)`) as one `metnos:` line in `language`
 * that ends by pointing at `--help`.
 */
export function formatCommanderError(text: string, language: Language): string {
  const [first = '', ...rest] = text.trim().replace(/^error: /, '').split('\n');
  const suggestion = /\(Did you mean (.+?)\?\)/.exec(rest.join(' '))?.[1];
  let message = first;
  for (const [pattern, render] of translations[language]) {
    const match = pattern.exec(first);
    if (match !== null) {
      message = render(...match.slice(1).map((group) => group ?? ''));
      break;
    }
  }
  if (suggestion !== undefined) message += didYouMean[language](suggestion);
  return cliMessages(language).usage(message);
}
