/**
 * Bounds on what the plan grammar lets the model spend tokens on (tool-grammar's opt-in
 * `FrameworkGrammarOptions`): a weak or confused model can otherwise fill its whole `maxTokens` with whitespace
 * or with one endless string and have the plan cut (`truncated_output`).
 */
export interface PlanGrammarBounds {
  /** Argument strings that declare no `maxLength` (and strings inside generic JSON values): at most this many characters. */
  maxStringLength?: number;
  /** `final_message`: at most this many characters. */
  maxMessageLength?: number;
  /** Each filler's `prompt` and `default`: at most this many characters. */
  maxFillerTextLength?: number;
  /** No whitespace between JSON tokens at all. */
  compactWhitespace?: boolean;
}

/**
 * Metis' default plan bounds: 256 characters per free argument string, 400 for `final_message`, 160 per filler
 * prompt/default, no whitespace between tokens. Arguments with their own `maxLength` keep it; the grammar rejects
 * longer values than these, which a plan does not need (a path, a folder, a query, a one-paragraph answer).
 */
export const defaultPlanGrammarBounds: Readonly<Required<PlanGrammarBounds>> = Object.freeze({
  maxStringLength: 256,
  maxMessageLength: 400,
  maxFillerTextLength: 160,
  compactWhitespace: true,
});

/**
 * The grammar options for `bounds`: `undefined` gives {@link defaultPlanGrammarBounds}; an object overrides
 * them field by field (a field given as `undefined` removes that bound); `false` removes every bound (the
 * grammar of tool-grammar's defaults). Pure.
 */
export function resolvePlanGrammarBounds(bounds: PlanGrammarBounds | false | undefined): PlanGrammarBounds {
  if (bounds === false) return {};
  const merged: PlanGrammarBounds = { ...defaultPlanGrammarBounds, ...bounds };
  return Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined)) as PlanGrammarBounds;
}
