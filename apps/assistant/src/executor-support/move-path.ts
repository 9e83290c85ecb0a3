import { cp, rename, rm } from 'node:fs/promises';

/** Renames `from` to `to`, falling back to copy + delete across file systems (EXDEV). */
export async function movePath(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await cp(from, to, { recursive: true, errorOnExist: true, force: false });
    await rm(from, { recursive: true, force: true });
  }
}
