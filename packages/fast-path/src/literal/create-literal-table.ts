import { FastPathError } from '../fast-path-error';
import { normalizeQuery } from '../shared/normalize-query';
import type { LiteralEntry } from './literal-entry';
import { literalPhrases } from './literal-phrases';

/** The L0 lookup table: normalised phrase -> entry. */
export type LiteralTable = ReadonlyMap<string, LiteralEntry>;

/**
 * Builds the L0 table from `literalPhrases` plus `extra` entries (extension happens only by adding phrases).
 * Every phrase is passed through `normalizeQuery`; a phrase listed twice for different executors or languages
 * throws `FastPathError('invalid_option')`, so the table can never be ambiguous.
 */
export function createLiteralTable(extra: readonly LiteralEntry[] = []): LiteralTable {
  const table = new Map<string, LiteralEntry>();
  const add = (entry: LiteralEntry): void => {
    const phrase = normalizeQuery(entry.phrase);
    const existing = table.get(phrase);
    if (existing !== undefined && (existing.tool !== entry.tool || existing.language !== entry.language)) {
      throw new FastPathError({
        code: 'invalid_option',
        subject: 'literalTable',
        message: `"${phrase}" is listed for ${existing.tool}/${existing.language} and ${entry.tool}/${entry.language}`,
      });
    }
    table.set(phrase, { phrase, tool: entry.tool, language: entry.language });
  };
  for (const group of literalPhrases) for (const phrase of group.phrases) add({ phrase, tool: group.tool, language: group.language });
  for (const entry of extra) add(entry);
  return table;
}
