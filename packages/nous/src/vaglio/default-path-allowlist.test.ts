import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultPathAllowlist } from './default-path-allowlist';

let home: string;

beforeEach(() => {
  home = mkdtempSync(join(tmpdir(), 'metnos-allowlist-'));
  mkdirSync(join(home, '.config'), { recursive: true });
});

afterEach(() => rmSync(home, { recursive: true, force: true }));

describe('defaultPathAllowlist', () => {
  it('should list the usual user folders in English when xdg-user-dirs names none, never the whole home', () => {
    expect(defaultPathAllowlist({ home, configHome: join(home, '.config'), platform: 'linux' })).toEqual(
      ['Documents', 'Downloads', 'Desktop', 'Pictures', 'Music', 'Videos'].map((name) => join(home, name)),
    );
    expect(defaultPathAllowlist({ home, configHome: join(home, '.config'), platform: 'darwin' })).toContain(join(home, 'Movies'));
  });

  it('should take the names xdg-user-dirs wrote in the user language, and leave out a folder set to the home', () => {
    writeFileSync(
      join(home, '.config', 'user-dirs.dirs'),
      [
        '# This file is written by xdg-user-dirs-update',
        'XDG_DESKTOP_DIR="$HOME/Scrivania"',
        'XDG_DOWNLOAD_DIR="$HOME/Scaricati"',
        'XDG_TEMPLATES_DIR="$HOME/Modelli"',
        'XDG_PUBLICSHARE_DIR="$HOME/Pubblici"',
        'XDG_DOCUMENTS_DIR="$HOME/Documenti"',
        'XDG_MUSIC_DIR="$HOME"',
        'XDG_PICTURES_DIR="/srv/photos/anna"',
        'XDG_VIDEOS_DIR="$HOME/Video \\"miei\\""',
      ].join('\n'),
    );
    expect(defaultPathAllowlist({ home, configHome: join(home, '.config'), platform: 'linux' })).toEqual([
      join(home, 'Documenti'),
      join(home, 'Scaricati'),
      join(home, 'Scrivania'),
      '/srv/photos/anna',
      join(home, 'Video "miei"'),
    ]);
  });

  it('should leave out a folder that holds the home', () => {
    writeFileSync(join(home, '.config', 'user-dirs.dirs'), `XDG_DOCUMENTS_DIR="${join(home, '..')}"\n`);
    expect(defaultPathAllowlist({ home, configHome: join(home, '.config'), platform: 'linux' })[0]).toBe(join(home, 'Downloads'));
  });
});
