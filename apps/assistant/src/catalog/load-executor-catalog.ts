import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ExecutorError, type Executor } from '@metnos/core';
import { provideSchemaValidators } from '@metnos/tool-grammar';
import { damagedStoreFailure } from '../storage/damaged-store-failure';
import { assistantDatabaseFile } from '../storage/open-assistant-database';
import { ExecutorManifestError } from './executor-manifest-error';
import { builtInSchemaValidators } from './built-in-schema-validators';
import { executorArgChecks } from './executor-arg-checks';
import type { ExecutorArgCheck, ExecutorEnvironment, ExecutorFactory } from '../executor-support/executor-environment';
import { executorFactories } from './executor-factories';
import { parseExecutorManifest } from './parse-executor-manifest';

/** The folder holding one sub-folder per executor (`<name>/manifest.toml`). */
export const defaultExecutorsDirectory = fileURLToPath(new URL('../executors/', import.meta.url));

/**
 * Reads every `<directory>/<name>/manifest.toml`, checks it (the manifest name must equal the folder name) and
 * pairs it with its implementation and, when it has one, its pure argument check (`checkArgs`, run by Nous before
 * consent). A bad manifest, a folder without implementation, or an implementation
 * or check without a folder throws `ExecutorManifestError` naming the file. Unexpected errors thrown by an
 * implementation are wrapped into `ExecutorError` (executor_crash) so callers only see structured failures.
 * The built CLI's validators of the built-in input schemas (`builtInSchemaValidators`) are handed to tool-grammar.
 */
export function loadExecutorCatalog(
  environment: ExecutorEnvironment,
  {
    directory = defaultExecutorsDirectory,
    factories = executorFactories,
    argChecks = executorArgChecks,
  }: { directory?: string; factories?: Readonly<Record<string, ExecutorFactory>>; argChecks?: Readonly<Record<string, ExecutorArgCheck>> } = {},
): Executor[] {
  if (!existsSync(directory)) throw new ExecutorManifestError({ file: directory, message: 'executors folder not found' });
  provideSchemaValidators(builtInSchemaValidators);
  const folders = readdirSync(directory, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const executors: Executor[] = [];
  for (const folder of folders) {
    const file = join(directory, folder, 'manifest.toml');
    if (!existsSync(file)) throw new ExecutorManifestError({ file, message: 'missing manifest.toml' });
    const manifest = parseExecutorManifest(readFileSync(file, 'utf8'), { file });
    if (manifest.name !== folder) throw new ExecutorManifestError({ file, key: 'name', message: `"${manifest.name}" must equal the folder name "${folder}"` });
    const factory = factories[manifest.name];
    if (factory === undefined) throw new ExecutorManifestError({ file, key: 'name', message: `no implementation registered for "${manifest.name}"` });
    const implementation = factory(environment);
    const checkArgs = argChecks[manifest.name];
    executors.push({
      manifest,
      ...(checkArgs === undefined ? {} : { checkArgs }),
      async invoke(args, context) {
        try {
          return await implementation(args, context);
        } catch (error) {
          if (ExecutorError.isInstance(error) || context.signal.aborted) throw error;
          // The assistant's store found damaged while a step runs: the user's to fix, not a gap in the tools.
          throw damagedStoreFailure(error, { tool: manifest.name, filename: assistantDatabaseFile(environment.dataDir) }) ??
            new ExecutorError({ tool: manifest.name, failureKind: 'executor_crash', code: 'executor_crash', message: (error as Error).message, cause: error });
        }
      },
    });
  }
  const missing = [...new Set([...Object.keys(factories), ...Object.keys(argChecks)])].filter((name) => !folders.includes(name));
  if (missing.length > 0) throw new ExecutorManifestError({ file: directory, message: `implementations without a manifest folder: ${missing.join(', ')}` });
  return executors;
}
