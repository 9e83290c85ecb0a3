import type { TurnExpectation } from './turn-bench-case';

/** The right answer of a request in one line: `find_files(folder=~/Documents, pattern|extension=*.pdf)`, consent, Aporia. */
export function describeExpectation(expectation: TurnExpectation): string {
  if (expectation.aporia !== undefined) return `Aporia ${expectation.aporia.category}/${expectation.aporia.subject}`;
  const steps = (expectation.steps ?? [])
    .map((step) => `${step.tool}(${Object.entries(step.args ?? {}).map(([name, matcher]) => `${name}=${matcher.text}`).join(', ')})`)
    .join(' → ');
  const layers = expectation.layers.length <= 2 ? ` [${expectation.layers.join('/')}]` : '';
  return `${steps}${expectation.consent === true ? ' + consent' : ''}${layers}`;
}
