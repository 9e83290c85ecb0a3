/** A rule's cues read from its pattern (`requiredCues`, `null`: none), with the length of the pattern they were read from. */
export interface RuleCueEntry {
  sourceLength: number;
  cues: readonly string[] | null;
}
