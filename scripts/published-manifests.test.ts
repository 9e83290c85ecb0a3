import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publishedPackages, repositoryRoot } from './packed-packages/packed-project';

// What a published manifest makes every consumer install: only what the code needs at run time. Type packages
// (`@types/*`) a public type refers to are optional peers (TypeScript users add them), never dependencies.
const manifests = publishedPackages.map((folder) => ({
  folder,
  manifest: JSON.parse(readFileSync(join(repositoryRoot, 'packages', folder, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
    peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  },
}));

describe('published package manifests', () => {
  it('should list no @types/* package among runtime dependencies', () => {
    const typePackages = manifests.flatMap(({ folder, manifest }) => Object.keys(manifest.dependencies ?? {}).filter((name) => name.startsWith('@types/')).map((name) => `${folder}: ${name}`));
    expect(typePackages).toEqual([]);
  });

  it('should mark every @types/* peer optional', () => {
    const required = manifests.flatMap(({ folder, manifest }) =>
      Object.keys(manifest.peerDependencies ?? {})
        .filter((name) => name.startsWith('@types/') && manifest.peerDependenciesMeta?.[name]?.optional !== true)
        .map((name) => `${folder}: ${name}`),
    );
    expect(required).toEqual([]);
  });
});
