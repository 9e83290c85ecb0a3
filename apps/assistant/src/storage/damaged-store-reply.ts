import type { Language, StepFailure } from '@metnos/core';

/**
 * The reply of a turn stopped by a damaged store (an `executor_failed` of code `store_damaged`, see
 * `damagedStoreFailure`), in the request's language: the file, what SQLite said and the fix, in one line. Undefined
 * for any other failure.
 */
export function damagedStoreReply(failure: StepFailure | undefined, language: Language): string | undefined {
  if (failure?.code !== 'executor_failed' || failure.details.executorCode !== 'store_damaged' || failure.details.path === undefined) return undefined;
  const file = failure.details.path;
  const code = String(failure.details.data?.sqliteCode ?? 'SQLITE_CORRUPT');
  const replies: Record<Language, string> = {
    it: `${file} è danneggiato (${code}): ripristinalo da un backup, oppure spostalo da parte (mv '${file}' '${file}.damaged') e metnos ripartirà con uno vuoto.`,
    en: `${file} is damaged (${code}): restore it from a backup, or move it aside (mv '${file}' '${file}.damaged') and metnos starts with an empty one.`,
    es: `${file} está dañado (${code}): restáuralo desde una copia de seguridad, o apártalo (mv '${file}' '${file}.damaged') y metnos empezará con uno vacío.`,
  };
  return replies[language];
}
