import { supportedLocales } from '@metnos/lexicon/internal';
import type { LiteralLanguage, LiteralTool } from './literal-entry';

/**
 * The closed L0 table: realistic Italian and English ways to ask for the time, the date, one's
 * location, and to undo, each mapped to its canonical executor (the lexicon's `literalPhrases` of each locale).
 * Phrases are written in `normalizeQuery` form (lowercase, straight apostrophes, no punctuation). The golden rule:
 * when in doubt whether a phrase fits, leave it out — `dove sono` is here, `dove sono le chiavi` never matches
 * because lookup is exact.
 */
export const literalPhrases: ReadonlyArray<{ tool: LiteralTool; language: LiteralLanguage; phrases: readonly string[] }> = supportedLocales.flatMap((locale) =>
  (Object.entries(locale.literalPhrases) as Array<[LiteralTool, readonly string[]]>).map(([tool, phrases]) => ({ tool, language: locale.language as LiteralLanguage, phrases })),
);
