import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { apiEnd, apiStart, readApi, renderApiTable, withApiTable } from './write-api-tables.mjs';

type Api = { folder: string; name: string; entries: { subpath: string; names: { name: string; kind: string; summary: string }[] }[] };
const repositoryRoot = join(new URL('.', import.meta.url).pathname, '..');
const api = readApi(repositoryRoot) as Api[];

describe('README API tables', () => {
  it.each(api.map((pkg) => [pkg.name, pkg] as const))('should list in the README of %s exactly what its entries export (run `pnpm docs:api` after changing an entry)', (_name, pkg) => {
    const readme = readFileSync(join(repositoryRoot, 'packages', pkg.folder, 'README.md'), 'utf8');
    expect(readme.slice(readme.indexOf(apiStart), readme.indexOf(apiEnd) + apiEnd.length)).toBe(renderApiTable(pkg));
  });

  it('should describe every exported name with a doc comment', () => {
    const undocumented = api.flatMap((pkg) => pkg.entries.flatMap((entry) => entry.names.filter((name) => name.summary === '').map((name) => `${pkg.name}${entry.subpath.slice(1)} ${name.name}`)));
    expect(undocumented).toEqual([]);
  });
});

describe('withApiTable', () => {
  it('should replace an existing block and leave the rest of the README alone', () => {
    const readme = `# x\n\n${apiStart}\nold\n${apiEnd}\n\n## Benchmarks\n`;
    expect(withApiTable(readme, `${apiStart}\nnew\n${apiEnd}`)).toBe(`# x\n\n${apiStart}\nnew\n${apiEnd}\n\n## Benchmarks\n`);
  });

  it('should add an API section before the benchmarks when there is none', () => {
    const next = withApiTable('# x\n\n## Usage\n\n## Benchmarks\n\nfigures\n', `${apiStart}\nt\n${apiEnd}`) as string;
    expect(next.indexOf('## API')).toBeGreaterThan(next.indexOf('## Usage'));
    expect(next.indexOf('## API')).toBeLessThan(next.indexOf('## Benchmarks'));
  });
});
