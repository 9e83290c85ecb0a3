/** Query markers (Italian and English) that ask for the user's location: keep `request_location_from_user`. */
export const defaultProximityMarkers: readonly string[] = [
  'near me',
  'nearby',
  'here',
  'around me',
  'around here',
  'close to me',
  'my location',
  'where i am',
  'qui',
  'qua',
  'vicino a me',
  'qui vicino',
  'nei dintorni',
  'nelle vicinanze',
  'dove sono',
  'intorno a me',
  'la mia posizione',
];

/** Query markers that ask to undo the previous turn: keep `undo_last_turn`. */
export const defaultUndoMarkers: readonly string[] = [
  'undo',
  'rollback',
  'roll back',
  'revert',
  'annulla',
  'annullare',
  'annulla quello',
  'disfa',
  'torna indietro',
  'ripristina',
];

/**
 * Provider suffix -> query markers that mention the provider. A tool named `*<suffix>` (or with
 * `flags.providerSuffix`) is kept only when the query contains one of its markers. A suffix missing here uses its
 * own words (`_telegram_bot` -> `telegram bot`, `telegram`).
 */
export const defaultProviderSuffixMarkers: Readonly<Record<string, readonly string[]>> = {
  _google_workspace: ['google', 'gmail', 'gdrive', 'google drive', 'drive', 'google docs', 'google calendar', 'gcal', 'workspace'],
  _notion: ['notion', 'notion.so'],
  _microsoft_365: ['microsoft', 'outlook', 'onedrive', 'office 365', 'microsoft 365', 'teams'],
};

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
