import type { ExtractedValue, TimeWindow } from '@metnos/args-extractor';

/** A value a placeholder stands for, under its name (`URL`, `URL_2`, `FROM`, `EXTENSION`). */
export interface PlaceholderBinding {
  name: string;
  value: unknown;
}

/**
 * Names the values of a request for L2 placeholders: the kind in upper case, numbered from the second value of a
 * kind (`URL`, `URL_2`). A window also binds its ends (`FROM`, `TO`) and an extension its bare form (`EXT`,
 * `pdf` beside `EXTENSION`, `*.pdf`). Recording and replay use the same naming, so `${URL_2}` means "the second
 * URL of the request" in both.
 */
export function placeholderBindings(values: readonly ExtractedValue[]): PlaceholderBinding[] {
  const counts = new Map<string, number>();
  const bindings: PlaceholderBinding[] = [];
  const suffix = (kind: string): string => {
    const count = (counts.get(kind) ?? 0) + 1;
    counts.set(kind, count);
    return count === 1 ? '' : `_${count}`;
  };
  for (const value of values) {
    const tail = suffix(value.kind);
    bindings.push({ name: `${value.kind.toUpperCase()}${tail}`, value: value.value });
    if (value.kind === 'window') {
      const window = value.value as TimeWindow;
      bindings.push({ name: `FROM${tail}`, value: window.from }, { name: `TO${tail}`, value: window.to });
    }
    if (value.kind === 'extension' && value.extension !== undefined) bindings.push({ name: `EXT${tail}`, value: value.extension });
  }
  return bindings;
}
