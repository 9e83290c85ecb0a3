import type { Language } from '@metnos/core';
import { cliMessages } from './cli-messages';

const italian: [RegExp, (...groups: string[]) => string][] = [
  [/^unknown command '(.+?)'$/, (name) => `comando sconosciuto '${name}'`],
  [/^unknown option '(.+?)'$/, (name) => `opzione sconosciuta '${name}'`],
  [/^missing required argument '(.+?)'$/, (name) => `manca l'argomento obbligatorio '${name}'`],
  [/^option '(.+?)' argument missing$/, (name) => `all'opzione '${name}' manca il valore`],
  [/^too many arguments(?: for '(.+?)')?\. Expected (\d+) arguments? but got (\d+)\.$/, (command, expected, got) => `troppi argomenti${command ? ` per '${command}'` : ''}: ne servono ${expected}, ricevuti ${got}`],
];

/**
 * Commander's error text (`error: unknown command 'x'\n(Did you mean y?)`) as one `metnos:` line in `language`
 * that ends by pointing at `--help`.
 */
export function formatCommanderError(text: string, language: Language): string {
  const [first = '', ...rest] = text.trim().replace(/^error: /, '').split('\n');
  const suggestion = /\(Did you mean (.+?)\?\)/.exec(rest.join(' '))?.[1];
  let message = first;
  if (language === 'it') {
    for (const [pattern, render] of italian) {
      const match = pattern.exec(first);
      if (match !== null) {
        message = render(...match.slice(1).map((group) => group ?? ''));
        break;
      }
    }
  }
  if (suggestion !== undefined) message += language === 'it' ? ` (forse intendevi ${suggestion}?)` : ` (did you mean ${suggestion}?)`;
  return cliMessages(language).usage(message);
}
