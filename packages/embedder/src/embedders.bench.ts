import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeTinyOnnxModel } from '@metnos/testing';
import { afterAll, bench, describe } from 'vitest';
import { createHashedEmbedder } from './create-hashed-embedder';
import { createOnnxEmbedder } from './create-onnx-embedder';

const query = 'trova le foto del battesimo di Marco e mandale a Giulia';
const batch = Array.from({ length: 16 }, (_value, index) => `${query} numero ${index}`);
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

const rssBeforeHashed = process.memoryUsage().rss;
const hashed = createHashedEmbedder();
for (let index = 0; index < 1000; index += 1) await hashed.embed([`${query} ${index}`]);
const rssAfterHashed = process.memoryUsage().rss;

const directory = mkdtempSync(join(tmpdir(), 'embedder-bench-'));
afterAll(async () => {
  await onnx.release();
  rmSync(directory, { recursive: true, force: true });
});
const model = await writeTinyOnnxModel(join(directory, 'tiny'), { dimension: 64, externalData: true });
const rssBeforeOnnx = process.memoryUsage().rss;
const onnx = await createOnnxEmbedder({ modelDir: model.directory, pooling: 'cls' });
for (let index = 0; index < 100; index += 1) await onnx.embed([`${query} ${index}`]);
const rssAfterOnnx = process.memoryUsage().rss;
console.log(
  `RSS delta: hashed embedder after 1000 queries ${megabytes(rssAfterHashed - rssBeforeHashed)}; ` +
    `tiny ONNX (64-dim, vocabulary ${model.vocabularySize}) session + 100 queries ${megabytes(rssAfterOnnx - rssBeforeOnnx)}`,
);

describe('hashed-ngram-v1-256', () => {
  bench('embed 1 query', async () => {
    await hashed.embed([query]);
  });
  bench('embed 16 queries', async () => {
    await hashed.embed(batch);
  });
});

describe(`tiny ONNX model (${onnx.id})`, () => {
  bench('embed 1 query', async () => {
    await onnx.embed([query]);
  });
  bench('embed 16 queries (one batch)', async () => {
    await onnx.embed(batch);
  });
});
