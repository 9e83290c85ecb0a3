/**
 * What a move_messages call names to move: the `path` of each entry handed over by an earlier step, and the
 * message `ids` (strings only; anything else is ignored).
 */
export function messageSources(args: Record<string, unknown>): { paths: string[]; ids: string[] } {
  const paths = (Array.isArray(args.entries) ? args.entries : [])
    .map((entry: unknown) => (typeof entry === 'object' && entry !== null ? (entry as { path?: unknown }).path : undefined))
    .filter((path): path is string => typeof path === 'string');
  const ids = (Array.isArray(args.ids) ? args.ids : []).filter((id): id is string => typeof id === 'string');
  return { paths, ids };
}
