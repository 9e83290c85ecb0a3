import { PraxisStoreError } from '@metnos/praxis-store';

/**
 * The one error for a store file that is not a usable database (a damaged page, a foreign or garbage file, an empty
 * file): `PraxisStoreError` code `corrupt`, its message naming the file, what is wrong and the fix — restore it from
 * a backup, or move it aside so that the next start creates an empty one. Never answered as a gap in the tools.
 */
export function damagedStoreError(filename: string, problem: string, cause?: unknown): PraxisStoreError {
  return new PraxisStoreError({
    code: 'corrupt',
    filename,
    message: `${problem}: restore it from a backup, or move it aside (mv '${filename}' '${filename}.damaged') and metnos starts with an empty one`,
    ...(cause === undefined ? {} : { cause }),
  });
}
