/** Splits a property name into lowercase words: `maxResults`, `max_results`, `max-results` -> `['max', 'results']`. */
export function splitPropertyName(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/gu, '$1 $2')
    .split(/[\s_\-.]+/u)
    .filter((word) => word.length > 0)
    .map((word) => word.toLowerCase());
}
