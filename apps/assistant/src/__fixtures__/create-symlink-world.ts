import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestEnvironment } from './create-test-environment';

/**
 * A test environment whose allowed folder `files/` holds real files and real symbolic links (test helper):
 * `notes/a.txt`; `link-out.txt` → `outside/secret.txt`; `linked-out/` → `outside/`; `link-in.txt` → `notes/a.txt`;
 * `private/` (denied through `pathDenylist`) with `key.txt` and `to-notes.txt` → `notes/a.txt`; `notes/to-private.txt`
 * → `private/key.txt`; `project/.env`. `outside/` (beside `files/`) holds `secret.txt` and `dir/inner.txt`.
 */
export function createSymlinkWorld() {
  const draft = createTestEnvironment();
  const root = draft.roots[0] as string;
  const outside = join(draft.base, 'outside');
  const environment = { ...draft, pathDenylist: [...draft.pathDenylist, join(root, 'private')] };
  mkdirSync(join(root, 'notes'), { recursive: true });
  mkdirSync(join(root, 'private'), { recursive: true });
  mkdirSync(join(root, 'project'), { recursive: true });
  mkdirSync(join(outside, 'dir'), { recursive: true });
  writeFileSync(join(root, 'notes', 'a.txt'), 'allowed text');
  writeFileSync(join(root, 'private', 'key.txt'), 'PRIVATE KEY');
  writeFileSync(join(root, 'project', '.env'), 'API_KEY=sk-123');
  writeFileSync(join(outside, 'secret.txt'), 'OUTSIDE SECRET');
  writeFileSync(join(outside, 'dir', 'inner.txt'), 'OUTSIDE INNER');
  symlinkSync(join(outside, 'secret.txt'), join(root, 'link-out.txt'));
  symlinkSync(outside, join(root, 'linked-out'));
  symlinkSync(join(root, 'notes', 'a.txt'), join(root, 'link-in.txt'));
  symlinkSync(join(root, 'notes', 'a.txt'), join(root, 'private', 'to-notes.txt'));
  symlinkSync(join(root, 'private', 'key.txt'), join(root, 'notes', 'to-private.txt'));
  return { environment, root, outside };
}
