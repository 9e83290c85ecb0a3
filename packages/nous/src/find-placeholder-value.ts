import { defaultPlaceholderPatterns, defaultPlaceholderValues } from './default-placeholder-values';

const defaultSet = new Set(defaultPlaceholderValues);

/**
 * Returns the first placeholder string found in `value` (deeply) with its dotted location, or undefined.
 * `forbidden === true` uses the built-in values and patterns; a list uses exactly that list.
 */
export function findPlaceholderValue(
  value: unknown,
  forbidden: true | readonly string[],
  location = '',
): { location: string; value: string } | undefined {
  if (typeof value === 'string') {
    const normalised = value.trim().toLowerCase();
    const hit = forbidden === true
      ? defaultSet.has(normalised) || defaultPlaceholderPatterns.some((pattern) => pattern.test(value.trim()))
      : forbidden.some((item) => item.trim().toLowerCase() === normalised);
    return hit ? { location, value } : undefined;
  }
  if (Array.isArray(value)) {
    for (const [position, item] of value.entries()) {
      const found = findPlaceholderValue(item, forbidden, `${location}[${position}]`);
      if (found !== undefined) return found;
    }
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findPlaceholderValue(item, forbidden, location === '' ? key : `${location}.${key}`);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}
