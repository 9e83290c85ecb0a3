import { wordsOfEveryLocale } from '@metnos/lexicon';
import { providerMarkers } from '@metnos/lexicon/internal';

/** Query markers (every locale's, `poolMarkers.proximity` of @metnos/lexicon) that ask for the user's location: keep `request_location_from_user`. */
export const defaultProximityMarkers: readonly string[] = [...wordsOfEveryLocale((locale) => locale.poolMarkers.proximity)];

/** Query markers (every locale's `poolMarkers.undo`) that ask to undo the previous turn: keep `undo_last_turn`. */
export const defaultUndoMarkers: readonly string[] = [...wordsOfEveryLocale((locale) => locale.poolMarkers.undo)];

/**
 * Provider suffix -> query markers that mention the provider (@metnos/lexicon `providerMarkers`). A tool named
 * `*<suffix>` (or with `flags.providerSuffix`) is kept only when the query contains one of its markers. A suffix
 * missing here uses its own words (`_telegram_bot` -> `telegram bot`, `telegram`).
 */
export const defaultProviderSuffixMarkers: Readonly<Record<string, readonly string[]>> = providerMarkers;

/** Escape-hatch tools and the condition under which the filter keeps each one. */
export const defaultEscapeHatchConditions: Readonly<Record<string, EscapeHatchCondition>> = {
  request_new_executor: 'fewCanonicalTools',
  request_location_from_user: 'proximity',
  undo_last_turn: 'undo',
};

/**
 * When an escape hatch stays in the pool: `proximity` / `undo` when the query has such a marker,
 * `fewCanonicalTools` when fewer than `minCanonicalTools` ordinary tools remain, `always` never dropped.
 */
export type EscapeHatchCondition = 'proximity' | 'undo' | 'fewCanonicalTools' | 'always';
