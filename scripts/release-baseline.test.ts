import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publishedPackages, repositoryRoot, run } from './packed-packages/packed-project';

// Release rules: changesets are `minor` or `patch`, never `major`, and name published packages only; while every
// published package is at 0.0.0, the first `changeset version` (run here on a scratch copy, never committed)
// makes each one 0.1.0.
const changesetFolder = join(repositoryRoot, '.changeset');
const changesets = readdirSync(changesetFolder).filter((file) => file.endsWith('.md') && file !== 'README.md');
const manifestOf = (root: string, folder: string) => JSON.parse(readFileSync(join(root, 'packages', folder, 'package.json'), 'utf8')) as { name: string; version: string };
const unreleased = publishedPackages.every((folder) => manifestOf(repositoryRoot, folder).version === '0.0.0');

describe('changesets', () => {
  it('should only bump published packages, by minor or patch', () => {
    const published = new Set(publishedPackages.map((folder) => `@metnos/${folder}`));
    const wrong: string[] = [];
    for (const file of changesets) {
      const frontMatter = /^---\n([\s\S]*?)\n---/.exec(readFileSync(join(changesetFolder, file), 'utf8'))?.[1] ?? '';
      for (const line of frontMatter.split('\n').filter((entry) => entry.trim() !== '')) {
        const match = /^"(@metnos\/[\w-]+)": (major|minor|patch)$/.exec(line.trim());
        if (match === null) wrong.push(`${file}: unreadable line ${line}`);
        else if (!published.has(match[1] as string)) wrong.push(`${file}: ${match[1]} is not a published package`);
        else if (match[2] === 'major') wrong.push(`${file}: ${match[1]} major (the 0.x line only takes minor and patch)`);
      }
    }
    expect(wrong).toEqual([]);
  });

  (unreleased ? it : it.skip)(`should version every published package 0.1.0 on the first \`changeset version\`${unreleased ? '' : ' — skipped: a release has happened'}`, async () => {
    const scratch = mkdtempSync(join(tmpdir(), 'metnos-changeset-'));
    try {
      for (const file of ['package.json', 'pnpm-workspace.yaml']) cpSync(join(repositoryRoot, file), join(scratch, file));
      cpSync(changesetFolder, join(scratch, '.changeset'), { recursive: true });
      for (const group of ['packages', 'apps']) {
        for (const folder of readdirSync(join(repositoryRoot, group))) {
          const manifest = join(repositoryRoot, group, folder, 'package.json');
          cpSync(manifest, join(scratch, group, folder, 'package.json'));
        }
      }
      writeFileSync(join(scratch, '.gitignore'), 'node_modules\n');
      await run(join(repositoryRoot, 'node_modules', '.bin', 'changeset'), ['version'], { cwd: scratch, timeoutMs: 120_000 });
      const versions = Object.fromEntries(publishedPackages.map((folder) => [folder, manifestOf(scratch, folder).version]));
      expect(versions).toEqual(Object.fromEntries(publishedPackages.map((folder) => [folder, '0.1.0'])));
      expect(readFileSync(join(scratch, 'packages', 'core', 'CHANGELOG.md'), 'utf8')).toMatch(/^# @metnos\/core\n\n## 0\.1\.0\n/);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
