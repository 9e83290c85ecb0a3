import { join } from 'node:path';
import { ExecutorError } from '@metnos/core';

/**
 * Maildir++ folder path: `INBOX` (or empty) is the root, `Trash` is `<root>/.Trash`, `Archive/2024` is
 * `<root>/.Archive.2024`. Names with path separators tricks (`..`) are refused.
 */
export function maildirFolderPath(root: string, folder: string | undefined, { tool }: { tool: string }): string {
  const name = (folder ?? '').trim().replace(/^\.+/, '');
  if (name === '' || name.toUpperCase() === 'INBOX') return root;
  const segments = name.split(/[/.]/).filter((segment) => segment !== '');
  if (segments.length === 0 || segments.some((segment) => segment === '..' || /[\\\0]/.test(segment))) {
    throw new ExecutorError({ tool, failureKind: 'invalid_args', code: 'invalid_folder', message: `"${folder}" is not a mail folder name`, details: { arguments: ['folder'], data: { folder } } });
  }
  return join(root, `.${segments.join('.')}`);
}
