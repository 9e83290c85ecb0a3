import { ExecutorError } from '@metnos/core';
import type { PathRefusalReason } from '@metnos/nous';

/**
 * Why a file executor refused a path: the path policy's reasons, and `hard_link` for a file with more than one
 * name (another name of the same inode may be a secret or outside the allowed folders).
 */
export type FileRefusalReason = PathRefusalReason | 'hard_link';

const reasonText: Record<FileRefusalReason, string> = {
  outside_allowlist: 'is outside the allowed folders',
  denied: 'is in a denied folder',
  symlink_escape: 'leads outside the allowed folders through a symbolic link',
  hard_link: 'has more than one name (hard links): another name of the same file may be a secret or outside the allowed folders',
};

const actions: Record<FileRefusalReason, { en: string; it: string }> = {
  outside_allowlist: { en: 'add the folder to [vaglio] path_allowlist in runtime.toml', it: 'aggiungi la cartella a [vaglio] path_allowlist in runtime.toml' },
  denied: { en: 'this folder holds secrets and stays closed to the assistant', it: "questa cartella contiene segreti e resta chiusa all'assistente" },
  symlink_escape: { en: 'use the real location of the file, inside an allowed folder', it: 'usa la posizione reale del file, dentro una cartella consentita' },
  hard_link: {
    en: 'copy the file (a copy has one name) or, knowingly, set [vaglio] allow_hard_links = true in runtime.toml',
    it: 'copia il file (una copia ha un solo nome) oppure, consapevolmente, imposta [vaglio] allow_hard_links = true in runtime.toml',
  },
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
  reason: FileRefusalReason;
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
