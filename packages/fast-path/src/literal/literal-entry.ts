/** Languages of the literal replies. */
export type LiteralLanguage = 'it' | 'en' | 'es';

/** The canonical executors the L0 table can answer with. */
export type LiteralTool = 'get_now' | 'get_date' | 'get_location' | 'undo_last_turn';

/** A row of the L0 table: one normalised phrase, the executor it means and the language it is in. */
export interface LiteralEntry {
  /** The phrase in `normalizeQuery` form. */
  phrase: string;
  tool: LiteralTool;
  language: LiteralLanguage;
}
