import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPathPolicy } from './create-path-policy';
import { defaultPathDenylist } from './default-path-denylist';

// A fake home with real secrets in it; the allowlist is the whole home, as a user might set it.
let home: string;
const file = (path: string, text = 'x') => {
  mkdirSync(dirname(join(home, path)), { recursive: true });
  writeFileSync(join(home, path), text);
};

beforeAll(() => {
  home = realpathSync(mkdtempSync(join(tmpdir(), 'metnos-denylist-')));
  for (const path of [
    '.ssh/id_ed25519',
    '.gnupg/private-keys-v1.d/a.key',
    '.aws/credentials',
    '.config/metnos/runtime.toml',
    '.mozilla/firefox/profile/logins.json',
    '.config/google-chrome/Default/Cookies',
    '.local/share/keyrings/login.keyring',
    '.password-store/mail.gpg',
    '.kube/config',
    '.docker/config.json',
    '.netrc',
    '.pgpass',
    'Library/Application Support/Google/Chrome/Default/Login Data',
    'project/.env',
    'project/.env.local',
    'data/metnos/praxis.sqlite',
    'data/metnos/server-secret',
    'data/metnos/reminders.json',
    'Documents/report.txt',
    '.docker/daemon.json',
  ]) {
    file(path);
  }
  symlinkSync(join(home, '.ssh', 'id_ed25519'), join(home, 'Documents', 'innocent.txt'));
});

afterAll(() => rmSync(home, { recursive: true, force: true }));

describe('defaultPathDenylist', () => {
  it('should deny credentials, keyrings, browser profiles, the metnos config, .env files and the data folder secrets', () => {
    const policy = createPathPolicy({ allowlist: ['~'], denylist: defaultPathDenylist({ dataDir: join(home, 'data', 'metnos') }), home, baseDir: home });
    for (const path of [
      '~/.ssh/id_ed25519',
      '~/.ssh',
      '~/.gnupg/private-keys-v1.d/a.key',
      '~/.aws/credentials',
      '~/.config/metnos/runtime.toml',
      '~/.mozilla/firefox/profile/logins.json',
      '~/.config/google-chrome/Default/Cookies',
      '~/.local/share/keyrings/login.keyring',
      '~/.password-store/mail.gpg',
      '~/.kube/config',
      '~/.docker/config.json',
      '~/.netrc',
      '~/.pgpass',
      '~/Library/Application Support/Google/Chrome/Default/Login Data',
      '~/project/.env',
      '~/project/.env.local',
      '~/data/metnos/praxis.sqlite',
      '~/data/metnos/praxis.sqlite-wal',
      '~/data/metnos/server-secret',
      '~/Documents/innocent.txt',
    ]) {
      expect({ path, verdict: policy.judge(path) }).toMatchObject({ path, verdict: { allowed: false, reason: 'denied' } });
    }
    for (const path of ['~/Documents/report.txt', '~/data/metnos/reminders.json', '~/.docker/daemon.json', '~/project/notes.md']) {
      expect({ path, verdict: policy.judge(path) }).toMatchObject({ path, verdict: { allowed: true } });
    }
  });

  it('should deny a config folder kept elsewhere, and escape glob characters in the data folder name', () => {
    const odd = join(home, 'odd [data] (1)');
    const denylist = defaultPathDenylist({ configDir: join(home, 'etc', 'metnos'), dataDir: odd });
    const policy = createPathPolicy({ allowlist: ['~'], denylist, home, baseDir: home });
    expect(policy.judge(join(home, 'etc', 'metnos', 'runtime.toml'))).toMatchObject({ allowed: false, reason: 'denied' });
    expect(policy.judge(join(odd, 'praxis.sqlite'))).toMatchObject({ allowed: false, reason: 'denied' });
    expect(policy.judge(join(odd, 'notes.txt'))).toMatchObject({ allowed: true });
  });
});
