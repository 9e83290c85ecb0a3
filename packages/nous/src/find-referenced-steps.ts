import { placeholderPattern } from './placeholder-pattern';

function collect(value: unknown, found: Set<number>): void {
  if (typeof value === 'string') {
    for (const match of value.matchAll(placeholderPattern)) if (match[1] !== undefined) found.add(Number(match[1]));
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, found);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'from_step' && typeof item === 'number' && Number.isInteger(item)) found.add(item);
      else collect(item, found);
    }
  }
}

/**
 * The 1-based numbers of the earlier steps whose outputs a step's planned arguments carry, ascending: every
 * `${stepN.field}` placeholder and every `from_step: N`. What those steps returned (a file's text, a mail, a page)
 * flows into the step's resolved arguments, so it is what the step would take elsewhere. `${FILLER:name}` is not a
 * step output (fillers are asked with the user's request) and is not counted.
 */
export function findReferencedSteps(args: unknown): number[] {
  const found = new Set<number>();
  collect(args, found);
  return [...found].sort((left, right) => left - right);
}
