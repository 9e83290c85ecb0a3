import { linkSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { vi } from 'vitest';
import { createTestEnvironment } from './create-test-environment';

/**
 * A temp home folder (HOME is pointed at it for the test, so `~` and the built-in deny list mean it) whose allowed
 * folder `~/Documents` holds real hard links (test helper): `notes.txt` is another name of `~/.ssh/id_ed25519`,
 * `report.txt` another name of `outside/secret.txt` (beside the home, outside the allowlist); `plain.txt` has one name.
 */
export function createHardLinkHome() {
  const draft = createTestEnvironment();
  const home = join(draft.base, 'home');
  const documents = join(home, 'Documents');
  const outside = join(draft.base, 'outside');
  for (const folder of [documents, join(home, '.ssh'), outside]) mkdirSync(folder, { recursive: true });
  vi.stubEnv('HOME', home);
  writeFileSync(join(home, '.ssh', 'id_ed25519'), '-----BEGIN OPENSSH PRIVATE KEY-----\nSECRET\n');
  writeFileSync(join(outside, 'secret.txt'), 'OUTSIDE SECRET');
  writeFileSync(join(documents, 'plain.txt'), 'plain text');
  linkSync(join(home, '.ssh', 'id_ed25519'), join(documents, 'notes.txt'));
  linkSync(join(outside, 'secret.txt'), join(documents, 'report.txt'));
  return { environment: { ...draft, roots: [documents] }, home, documents, outside };
}
