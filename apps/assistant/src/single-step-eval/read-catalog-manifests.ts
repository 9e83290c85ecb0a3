import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ToolManifest } from '@metnos/core';
import { defaultExecutorsDirectory } from '../catalog/load-executor-catalog';
import { parseExecutorManifest } from '../catalog/parse-executor-manifest';

/** The manifests of the reference catalog (`src/executors/<name>/manifest.toml`), parsed and checked as at load. */
export function readCatalogManifests(directory: string = defaultExecutorsDirectory): ToolManifest[] {
  return readdirSync(directory, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(directory, entry.name, 'manifest.toml'))
    .sort()
    .map((file) => parseExecutorManifest(readFileSync(file, 'utf8'), { file }));
}
