import { ExecutorError } from '@metnos/core';
import type { PathRefusalReason } from '@metnos/nous';

const reasonText: Record<PathRefusalReason, string> = {
  outside_allowlist: 'is outside the allowed folders',
  denied: 'is in a denied folder',
  symlink_escape: 'leads outside the allowed folders through a symbolic link',
};

const actions: Record<PathRefusalReason, { en: string; it: string }> = {
  outside_allowlist: { en: 'add the folder to [vaglio] path_allowlist in runtime.toml', it: 'aggiungi la cartella a [vaglio] path_allowlist in runtime.toml' },
  denied: { en: 'this folder holds secrets and stays closed to the assistant', it: "questa cartella contiene segreti e resta chiusa all'assistente" },
  symlink_escape: { en: 'use the real location of the file, inside an allowed folder', it: 'usa la posizione reale del file, dentro una cartella consentita' },
};

/**
 * The refusal of a file executor to touch `path`: `ExecutorError` with failureKind `blocked`, code
 * `path_not_allowed`, `need: 'permission'`, an `action` per reason and `data: { reason, realPath, roots }` for the
 * log. The message names paths only, never file content.
 */
export function pathNotAllowedError({
  tool,
  path,
  realPath,
  reason,
  roots,
}: {
  tool: string;
  path: string;
  realPath?: string | undefined;
  reason: PathRefusalReason;
  roots: readonly string[];
}): ExecutorError {
  const really = realPath !== undefined && realPath !== path ? ` (really ${realPath})` : '';
  return new ExecutorError({
    tool,
    failureKind: 'blocked',
    code: 'path_not_allowed',
    message: `${path}${really} ${reasonText[reason]}${reason === 'outside_allowlist' ? ` (${roots.join(', ')})` : ''}`,
    details: { path, need: 'permission', action: actions[reason], data: { reason, ...(realPath === undefined ? {} : { realPath }), roots: [...roots] } },
  });
}
