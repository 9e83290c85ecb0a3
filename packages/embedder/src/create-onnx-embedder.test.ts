import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { mkdir, cp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testEmbedderContract, writeTinyOnnxModel, type TinyOnnxModel } from '@metnos/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cosineSimilarity } from './cosine-similarity';
import { createOnnxEmbedder, type OnnxEmbedder } from './create-onnx-embedder';
import { EmbedderError } from './embedder-error';

let root: string;
let inline: TinyOnnxModel;
let external: TinyOnnxModel;
let withTokenTypes: TinyOnnxModel;
const embedders: OnnxEmbedder[] = [];
const open = async (options: Parameters<typeof createOnnxEmbedder>[0]) => {
  const embedder = await createOnnxEmbedder(options);
  embedders.push(embedder);
  return embedder;
};
const norm = (vector: Float32Array) => Math.sqrt(vector.reduce((sum, value) => sum + value * value, 0));
const texts = ['perché la città è chiusa', 'che ore sono', 'trova le foto del battesimo di domani', 'è'];

async function captureError(work: () => Promise<unknown>): Promise<EmbedderError> {
  try {
    await work();
  } catch (error) {
    if (EmbedderError.isInstance(error)) return error;
    throw error;
  }
  throw new Error('expected an EmbedderError');
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'onnx-embedder-'));
  inline = await writeTinyOnnxModel(join(root, 'tiny-inline'));
  external = await writeTinyOnnxModel(join(root, 'tiny-external'), { externalData: true });
  withTokenTypes = await writeTinyOnnxModel(join(root, 'tiny-types'), { tokenTypeIds: true, dimension: 24 });
});

afterAll(async () => {
  for (const embedder of embedders.splice(0)) await embedder.release();
  rmSync(root, { recursive: true, force: true });
});

describe('createOnnxEmbedder', () => {
  it('should report the model dimension and an id naming folder, pooling and dimension', async () => {
    const embedder = await open({ modelDir: inline.directory });
    expect(embedder).toMatchObject({ id: 'onnx:tiny-inline:cls:16', dimension: 16, pooling: 'cls', outputName: 'last_hidden_state' });
    expect(embedder.inputNames).toEqual(['input_ids', 'attention_mask']);
  });

  it('should return one unit-length vector of the model dimension per text, in order', async () => {
    const embedder = await open({ modelDir: inline.directory, pooling: 'mean' });
    const vectors = await embedder.embed(texts);
    expect(vectors).toHaveLength(texts.length);
    for (const vector of vectors) {
      expect(vector).toBeInstanceOf(Float32Array);
      expect(vector.length).toBe(16);
      expect(norm(vector)).toBeCloseTo(1, 5);
    }
    expect(cosineSimilarity(vectors[0]!, vectors[1]!)).toBeLessThan(0.999);
    expect(await embedder.embed([])).toEqual([]);
  });

  it('should be deterministic across calls and sessions', async () => {
    const first = await open({ modelDir: inline.directory });
    const second = await open({ modelDir: inline.directory });
    expect(await second.embed(texts)).toEqual(await first.embed(texts));
    expect(await first.embed(texts)).toEqual(await first.embed(texts));
  });

  it.each(['cls', 'mean'] as const)('should give the same %s vector for a text alone or padded in a batch', async (pooling) => {
    const batched = await open({ modelDir: inline.directory, pooling });
    const pairs = await open({ modelDir: inline.directory, pooling, batchSize: 2 });
    const together = await batched.embed(texts);
    const inPairs = await pairs.embed(texts);
    for (const [index, text] of texts.entries()) {
      const [alone] = await batched.embed([text]);
      for (const vector of [together[index]!, inPairs[index]!]) {
        expect(cosineSimilarity(vector, alone!)).toBeCloseTo(1, 6);
        for (let component = 0; component < 16; component += 1) expect(vector[component]).toBeCloseTo(alone![component]!, 5);
      }
    }
  });

  it('should pool differently with cls and mean', async () => {
    const cls = await open({ modelDir: inline.directory, pooling: 'cls' });
    const mean = await open({ modelDir: inline.directory, pooling: 'mean' });
    const [clsVector] = await cls.embed(['trova le foto']);
    const [meanVector] = await mean.embed(['trova le foto']);
    expect(cosineSimilarity(clsVector!, meanVector!)).toBeLessThan(0.999);
    expect(mean.id).toBe('onnx:tiny-inline:mean:16');
  });

  it('should load weights from model.onnx_data by path and match the inline model', async () => {
    const fromExternal = await open({ modelDir: external.directory });
    const fromInline = await open({ modelDir: inline.directory });
    expect(await fromExternal.embed(texts)).toEqual(await fromInline.embed(texts));
  });

  it('should feed zero token_type_ids to a model that declares them', async () => {
    const embedder = await open({ modelDir: withTokenTypes.directory, pooling: 'mean' });
    expect(embedder.inputNames).toContain('token_type_ids');
    expect(embedder.dimension).toBe(24);
    const [vector] = await embedder.embed(['perché']);
    expect(norm(vector!)).toBeCloseTo(1, 5);
  });

  it('should truncate long texts to maxLength tokens', async () => {
    const short = await open({ modelDir: inline.directory, maxLength: 6, pooling: 'mean' });
    const long = await open({ modelDir: inline.directory, pooling: 'mean' });
    const a = 'che ore sono la città è bella';
    const b = 'che ore sono la città è chiusa perché domani';
    const [shortA, shortB] = await short.embed([a, b]);
    expect(shortA).toEqual(shortB);
    const [longA, longB] = await long.embed([a, b]);
    expect(cosineSimilarity(longA!, longB!)).toBeLessThan(0.9999);
  });

  it('should stop between batches when aborted', async () => {
    const embedder = await open({ modelDir: inline.directory, batchSize: 1 });
    const controller = new AbortController();
    controller.abort(new Error('stop'));
    await expect(embedder.embed(texts, { abortSignal: controller.signal })).rejects.toThrow('stop');
  });

  it('should name a missing folder', async () => {
    const error = await captureError(() => createOnnxEmbedder({ modelDir: join(root, 'nope') }));
    expect(error).toMatchObject({ code: 'model_dir_missing', path: join(root, 'nope') });
  });

  it('should name a missing tokenizer.json and a missing model.onnx', async () => {
    const noTokenizer = join(root, 'no-tokenizer');
    await cp(inline.directory, noTokenizer, { recursive: true });
    unlinkSync(join(noTokenizer, 'tokenizer.json'));
    expect(await captureError(() => createOnnxEmbedder({ modelDir: noTokenizer }))).toMatchObject({
      code: 'tokenizer_missing',
      path: join(noTokenizer, 'tokenizer.json'),
    });
    const noModel = join(root, 'no-model');
    await mkdir(noModel);
    await cp(inline.tokenizerPath, join(noModel, 'tokenizer.json'));
    expect(await captureError(() => createOnnxEmbedder({ modelDir: noModel }))).toMatchObject({ code: 'model_missing', path: join(noModel, 'model.onnx') });
  });

  it('should report a tokenizer.json that is not valid JSON', async () => {
    const badTokenizer = join(root, 'bad-tokenizer');
    await cp(inline.directory, badTokenizer, { recursive: true });
    writeFileSync(join(badTokenizer, 'tokenizer.json'), '{ not json');
    expect(await captureError(() => createOnnxEmbedder({ modelDir: badTokenizer }))).toMatchObject({ code: 'tokenizer_invalid' });
  });

  it('should report a model file that onnxruntime cannot load', async () => {
    const badModel = join(root, 'bad-model');
    await cp(inline.directory, badModel, { recursive: true });
    writeFileSync(join(badModel, 'model.onnx'), Buffer.from('definitely not protobuf'.repeat(10)));
    const error = await captureError(() => createOnnxEmbedder({ modelDir: badModel }));
    expect(error).toMatchObject({ code: 'model_invalid', path: join(badModel, 'model.onnx') });
  });

  it('should report a model whose external data file is missing', async () => {
    const noData = join(root, 'no-data');
    await cp(external.directory, noData, { recursive: true });
    unlinkSync(join(noData, 'model.onnx_data'));
    expect(await captureError(() => createOnnxEmbedder({ modelDir: noData }))).toMatchObject({ code: 'model_invalid', path: join(noData, 'model.onnx') });
  });

  it('should reject bad options', async () => {
    expect(await captureError(() => createOnnxEmbedder({ modelDir: inline.directory, pooling: 'max' as never }))).toMatchObject({ code: 'invalid_input' });
    expect(await captureError(() => createOnnxEmbedder({ modelDir: inline.directory, maxLength: 1 }))).toMatchObject({ code: 'invalid_input' });
    expect(await captureError(() => createOnnxEmbedder({ modelDir: inline.directory, outputName: 'pooled' }))).toMatchObject({ code: 'model_invalid' });
  });
});

testEmbedderContract('createOnnxEmbedder (tiny model, onnxruntime)', () => open({ modelDir: inline.directory, pooling: 'mean' }));
