#!/usr/bin/env node
// Builds json-schema-converter-bench (llama.cpp's own JSON Schema -> GBNF converter, common/json-schema-to-grammar.cpp,
// timed per schema by json-schema-converter-bench.cpp beside this file) from the llama.cpp source bundle that
// node-llama-cpp's npm tarball carries, offline, into ${XDG_CACHE_HOME:-~/.cache}/metnos/json-schema-converter/<tag>/;
// prints the binary's path. src/tool/compile-per-schema.bench.ts runs it side by side with our compiler.
// Needs git and a C++17 compiler (g++ >= 9 or $CXX); about a minute on 2 cores. A finished build is reused.
//   node scripts/build-json-schema-converter.mjs [--force]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const fail = (message) => {
  process.stderr.write(`[build-json-schema-converter] error: ${message}\n`);
  process.exit(1);
};

let directory = dirname(fileURLToPath(import.meta.resolve('node-llama-cpp')));
while (!existsSync(join(directory, 'llama', 'llama.cpp.info.json'))) {
  const parent = dirname(directory);
  if (parent === directory) fail('cannot find node-llama-cpp/llama/ (run pnpm install)');
  directory = parent;
}
const { tag } = JSON.parse(readFileSync(join(directory, 'llama', 'llama.cpp.info.json'), 'utf8'));
const cache = join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'metnos', 'json-schema-converter', tag);
const binary = join(cache, 'json-schema-converter-bench');
if (existsSync(binary) && !process.argv.includes('--force')) {
  process.stdout.write(`${binary}\n`);
  process.exit(0);
}
mkdirSync(cache, { recursive: true });
const source = join(cache, 'source');
if (!existsSync(join(source, 'common', 'json-schema-to-grammar.cpp'))) {
  rmSync(source, { recursive: true, force: true });
  const cloned = spawnSync('git', ['-c', 'advice.detachedHead=false', 'clone', '--quiet', join(directory, 'llama', 'gitRelease.bundle'), source], { stdio: 'inherit' });
  if (cloned.status !== 0) fail('git clone of the llama.cpp bundle failed');
}
const common = join(source, 'common');
const compiler = process.env.CXX || 'g++';
const partial = `${binary}.partial`;
const compiled = spawnSync(
  compiler,
  [
    '-std=c++17', '-O2', '-DNDEBUG',
    `-I${common}`, `-I${join(source, 'include')}`, `-I${join(source, 'ggml', 'include')}`, `-I${join(source, 'vendor')}`,
    fileURLToPath(new URL('json-schema-converter-bench.cpp', import.meta.url)),
    ...['json-schema-to-grammar.cpp', 'json-schema.cpp', 'json.cpp', 'trie.cpp', 'unicode.cpp'].map((file) => join(common, file)),
    '-o', partial,
  ],
  { stdio: 'inherit' },
);
if (compiled.status !== 0) fail(`${compiler} failed`);
renameSync(partial, binary);
process.stdout.write(`${binary}\n`);
