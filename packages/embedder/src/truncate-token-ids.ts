/**
 * Shortens a token id sequence to `maxLength`, keeping the trailing special tokens (`</s>`, `[SEP]`) that the
 * model was trained to see at the end. Sequences already short enough are returned unchanged.
 */
export function truncateTokenIds(ids: readonly number[], maxLength: number, specialIds: ReadonlySet<number>): number[] {
  if (ids.length <= maxLength) return [...ids];
  let trailing = 0;
  while (trailing < ids.length && trailing < maxLength && specialIds.has(ids[ids.length - 1 - trailing]!)) trailing += 1;
  return [...ids.slice(0, maxLength - trailing), ...ids.slice(ids.length - trailing)];
}
