import type { VaglioRule } from './vaglio';

/**
 * Blocks a result larger than `maxBytes` of JSON (default 1 MiB) or with more than `maxEntries` entries
 * (default 10 000), with code `result_too_large`: such a result would flood the next step and the reply.
 */
export function resultSizeRule({ maxBytes = 1_048_576, maxEntries = 10_000 }: { maxBytes?: number; maxEntries?: number } = {}): VaglioRule {
  return {
    name: 'result_size',
    judgeResult({ manifest, output }) {
      const entries = Array.isArray(output.entries) ? output.entries.length : 0;
      if (entries > maxEntries) {
        return {
          allowed: false,
          failure: { code: 'result_too_large', details: { entries, maxEntries, maxBytes } },
          message: `${manifest.name} returned ${entries} entries (cap ${maxEntries})`,
        };
      }
      const bytes = Buffer.byteLength(JSON.stringify(output) ?? '', 'utf8');
      if (bytes > maxBytes) {
        return {
          allowed: false,
          failure: { code: 'result_too_large', details: { bytes, maxEntries, maxBytes } },
          message: `${manifest.name} returned ${bytes} bytes (cap ${maxBytes})`,
        };
      }
      return { allowed: true };
    },
  };
}
