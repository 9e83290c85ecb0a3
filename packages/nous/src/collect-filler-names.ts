import { placeholderPattern } from './placeholder-pattern';

/** Every `${FILLER:name}` used anywhere in `value` (strings, arrays, objects), in first-seen order. */
export function collectFillerNames(value: unknown, names: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.includes('${FILLER:')) {
      for (const match of value.matchAll(placeholderPattern)) {
        const name = match[3];
        if (name !== undefined && !names.includes(name)) names.push(name);
      }
    }
  } else if (Array.isArray(value)) {
    for (const item of value) collectFillerNames(item, names);
  } else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) collectFillerNames(item, names);
  }
  return names;
}
