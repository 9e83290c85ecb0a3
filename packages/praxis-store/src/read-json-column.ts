import { parseJson } from '@metnos/core/internal';
import { PraxisStoreError } from './praxis-store-error';

/**
 * Parses a JSON column read back from the database. The store only ever writes valid JSON, so a parse
 * failure means the file was altered: it raises a `corrupt` PraxisStoreError naming the table and column.
 */
export function readJsonColumn<T>(text: string, { filename, column }: { filename: string; column: string }): T {
  const parsed = parseJson(text);
  if (!parsed.success) {
    throw new PraxisStoreError({
      code: 'corrupt',
      filename,
      message: `column ${column} holds malformed JSON (${parsed.error.message})`,
      cause: parsed.error,
    });
  }
  return parsed.value as T;
}
