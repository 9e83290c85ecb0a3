/**
 * Returns the string enum values named in `text` as whole words, in enum order, case-insensitively; `_` and `-`
 * in a value also match a space (`by_size` matches "by size"). Values shorter than two characters are ignored.
 */
export function findEnumValues(text: string, values: readonly unknown[]): string[] {
  const lower = text.toLowerCase();
  return values.filter((value): value is string => {
    if (typeof value !== 'string' || value.length < 2) return false;
    const escaped = value.toLowerCase().replace(/[.*+?^${}()|[\]\\]/gu, '\\$&').replace(/[_-]/gu, '[_\\- ]');
    return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(lower);
  });
}
