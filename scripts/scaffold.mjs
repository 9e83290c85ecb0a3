// One-off scaffolder for package boilerplate; safe to re-run (never overwrites existing files).
import { existsSync, mkdirSync, writeFileSync, readFileSync } from 'node:fs';
const table = JSON.parse(readFileSync(new URL('./packages.json', import.meta.url), 'utf8'));
const write = (path, text) => { if (!existsSync(path)) writeFileSync(path, text); };
for (const [dir, spec] of Object.entries(table)) {
  const root = `packages/${dir}`;
  mkdirSync(`${root}/src`, { recursive: true });
  const dependencies = Object.fromEntries([
    ...spec.deps.map((d) => [`@metnos/${d}`, 'workspace:^']),
    ...Object.entries(spec.ext),
  ]);
  const pkg = {
    name: `@metnos/${dir}`,
    version: '0.1.0',
    description: spec.description,
    ...(spec.private ? { private: true } : {}),
    license: 'MIT',
    type: 'module',
    sideEffects: false,
    exports: {
      './package.json': './package.json',
      '.': { '@metnos/source': './src/index.ts', types: './dist/index.d.ts', import: './dist/index.js' },
    },
    files: ['dist', 'src', '!src/**/*.test.ts', '!src/**/__fixtures__', '!src/**/__snapshots__'],
    scripts: { build: 'tsup', test: 'vitest run', bench: 'vitest bench --run' },
    dependencies,
    ...(dir !== 'testing' && dir !== 'core' ? { devDependencies: { '@metnos/testing': 'workspace:*' } } : {}),
    engines: { node: '>=20.19' },
    repository: { type: 'git', url: 'git+https://github.com/metnos/metnos-ts.git', directory: root },
    ...(spec.private ? {} : { publishConfig: { access: 'public', provenance: true } }),
  };
  write(`${root}/package.json`, JSON.stringify(pkg, null, 2) + '\n');
  const refs = [...spec.deps, ...(dir !== 'testing' && dir !== 'core' ? ['testing'] : [])];
  write(`${root}/tsconfig.json`, JSON.stringify({
    extends: '../../tsconfig.base.json',
    compilerOptions: { rootDir: 'src', outDir: '.tsbuild', tsBuildInfoFile: '.tsbuild/tsconfig.tsbuildinfo' },
    include: ['src'],
    references: refs.map((d) => ({ path: `../${d}` })),
  }, null, 2) + '\n');
  write(`${root}/tsup.config.ts`, `import { defineConfig } from 'tsup';\n\nexport default defineConfig({\n  entry: ['src/index.ts'],\n  format: ['esm'],\n  dts: true,\n  sourcemap: true,\n});\n`);
  write(`${root}/vitest.config.ts`, `import { defineProject } from 'vitest/config';\n\nexport default defineProject({\n  resolve: { conditions: ['@metnos/source'] },\n  test: {\n    name: '${dir}',\n    include: ['src/**/*.test.ts'],\n    restoreMocks: true,\n    clearMocks: true,\n  },\n});\n`);
  write(`${root}/turbo.json`, JSON.stringify({ extends: ['//'], tags: [spec.tag] }, null, 2) + '\n');
}
