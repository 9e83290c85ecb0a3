import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';

/** `folder/name`, or `folder/stem (N).ext` with the first N that does not exist yet, so a move never overwrites. */
export function freeDestination(folder: string, name: string): string {
  let candidate = join(folder, name);
  const extension = extname(name);
  const stem = name.slice(0, name.length - extension.length);
  for (let counter = 1; existsSync(candidate); counter += 1) candidate = join(folder, `${stem} (${counter})${extension}`);
  return candidate;
}
