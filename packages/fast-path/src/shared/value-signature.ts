import type { ExtractedValue } from '@metnos/args-extractor';

/**
 * A comparable fingerprint of the values a request names: one `kind:key` per value, sorted, where the key is
 * the clock-independent `relativeKey` for `today` / `last 7 days` and the value itself otherwise. "Alarm at 7"
 * and "alarm at 9" differ (`number:7` vs `number:9`); "photos from yesterday" asked on two days do not.
 */
export function valueSignature(values: readonly ExtractedValue[]): string {
  return values
    .map((value) => `${value.kind}:${value.relativeKey ?? JSON.stringify(value.value)}`)
    .sort()
    .join('|');
}
