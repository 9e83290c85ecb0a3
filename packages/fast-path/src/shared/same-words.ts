/** Whether two sets of words (`readContentWords`) hold the same words. */
export function sameWords(left: ReadonlySet<string>, right: ReadonlySet<string>): boolean {
  return left.size === right.size && [...left].every((word) => right.has(word));
}
