import { stat } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import type { Embedder } from '@metnos/core';
import type * as ort from 'onnxruntime-node';
import { buildPaddedBatch } from './build-padded-batch';
import { EmbedderError } from './embedder-error';
import { l2Normalize } from './l2-normalize';
import { loadOnnxDependencies } from './load-onnx-dependencies';
import { loadTokenizer } from './load-tokenizer';
import { poolHiddenStates, type Pooling } from './pool-hidden-states';
import { truncateTokenIds } from './truncate-token-ids';

/** Options of `createOnnxEmbedder`. */
export interface CreateOnnxEmbedderOptions {
  /** Folder with `tokenizer.json` (+ optional `tokenizer_config.json`) and `model.onnx` (+ `model.onnx_data`). */
  modelDir: string;
  /** `cls` (default; BGE-M3) or `mean` (masked mean, sentence-transformers models). */
  pooling?: Pooling;
  /** Tokens per text, special tokens included; longer texts are truncated (default 512). */
  maxLength?: number;
  /** Texts per onnxruntime call (default 16). */
  batchSize?: number;
  /** Model file name inside `modelDir` (default `model.onnx`). */
  modelFile?: string;
  /** Output to read (default `last_hidden_state` when the model has it, else its first output). */
  outputName?: string;
  /** onnxruntime intra-op threads (default: onnxruntime's choice). */
  intraOpNumThreads?: number;
  abortSignal?: AbortSignal;
}

/** An ONNX embedder: the core `Embedder` plus what was loaded and a way to free the session. */
export interface OnnxEmbedder extends Embedder {
  readonly modelDir: string;
  readonly pooling: Pooling;
  /** Inputs the model declares (`input_ids`, `attention_mask`, maybe `token_type_ids`). */
  readonly inputNames: readonly string[];
  readonly outputName: string;
  /** Frees the onnxruntime session; later `embed` calls fail. */
  release(): Promise<void>;
}

const requiredInputs = ['input_ids', 'attention_mask'];
const supportedInputs = new Set([...requiredInputs, 'token_type_ids']);

async function isKind(path: string, kind: 'file' | 'directory'): Promise<boolean> {
  return stat(path).then((info) => (kind === 'file' ? info.isFile() : info.isDirectory()), () => false);
}

/**
 * Loads a local sentence-embedding model folder (BGE-M3 in production) into onnxruntime-node (CPU) and
 * returns an Embedder. `model.onnx` is opened BY PATH, so an `model.onnx_data` external-data file beside it is
 * read by onnxruntime itself (no copy through JS). Texts are tokenised with tokenizers.js, truncated to
 * `maxLength`, right-padded per batch, run with `input_ids` / `attention_mask` (+ zero `token_type_ids` when the
 * model declares it), pooled (`cls` or masked `mean`; a model whose output is already `[batch, dim]` is used as
 * is) and L2-normalised. A one-text probe at load time fixes `dimension` and surfaces a bad model early.
 * `id` = `onnx:<folder name>:<pooling>:<dimension>`. Errors are EmbedderErrors with `code` and `path`.
 */
export async function createOnnxEmbedder({
  modelDir,
  pooling = 'cls',
  maxLength = 512,
  batchSize = 16,
  modelFile = 'model.onnx',
  outputName,
  intraOpNumThreads,
  abortSignal,
}: CreateOnnxEmbedderOptions): Promise<OnnxEmbedder> {
  if (pooling !== 'cls' && pooling !== 'mean') {
    throw new EmbedderError({ code: 'invalid_input', message: `pooling must be 'cls' or 'mean'; got ${JSON.stringify(pooling)}` });
  }
  if (!Number.isInteger(maxLength) || maxLength < 2) throw new EmbedderError({ code: 'invalid_input', message: `maxLength must be an integer >= 2; got ${maxLength}` });
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new EmbedderError({ code: 'invalid_input', message: `batchSize must be a positive integer; got ${batchSize}` });
  // the optional packages first: a user without them learns what to install before anything else
  const { ort: runtime } = await loadOnnxDependencies();
  const directory = resolve(modelDir);
  if (!(await isKind(directory, 'directory'))) {
    throw new EmbedderError({ code: 'model_dir_missing', path: directory, message: 'the embedder model folder does not exist or is not a folder' });
  }
  const modelPath = join(directory, modelFile);
  if (!(await isKind(modelPath, 'file'))) {
    throw new EmbedderError({ code: 'model_missing', path: modelPath, message: `${modelFile} not found in the model folder` });
  }
  const { tokenizer, padId, specialIds } = await loadTokenizer(directory);
  abortSignal?.throwIfAborted();

  let session: ort.InferenceSession;
  try {
    session = await runtime.InferenceSession.create(modelPath, {
      executionProviders: ['cpu'],
      graphOptimizationLevel: 'all',
      ...(intraOpNumThreads === undefined ? {} : { intraOpNumThreads }),
    });
  } catch (error) {
    throw new EmbedderError({
      code: 'model_invalid',
      path: modelPath,
      message: `onnxruntime could not load the model (is model.onnx_data missing or truncated?): ${error instanceof Error ? error.message : String(error)}`,
      cause: error,
    });
  }
  const fail = async (message: string): Promise<never> => {
    await session.release();
    throw new EmbedderError({ code: 'model_invalid', path: modelPath, message });
  };
  const inputNames = [...session.inputNames];
  const missing = requiredInputs.filter((name) => !inputNames.includes(name));
  const unknown = inputNames.filter((name) => !supportedInputs.has(name));
  if (missing.length > 0 || unknown.length > 0) {
    await fail(`the model must take input_ids and attention_mask (optionally token_type_ids); it declares ${inputNames.join(', ')}`);
  }
  const output = outputName ?? (session.outputNames.includes('last_hidden_state') ? 'last_hidden_state' : session.outputNames[0]);
  if (output === undefined || !session.outputNames.includes(output)) {
    await fail(`output ${String(output)} not found; the model has ${session.outputNames.join(', ')}`);
  }
  const outputKey = output!;
  let released = false;

  const runBatch = async (texts: readonly string[]): Promise<Float32Array[]> => {
    const sequences = texts.map((text) => truncateTokenIds(tokenizer.encode(text).ids, maxLength, specialIds));
    const batch = buildPaddedBatch(sequences, padId);
    const shape = [batch.batchSize, batch.sequenceLength];
    const feeds: Record<string, ort.Tensor> = {
      input_ids: new runtime.Tensor('int64', batch.inputIds, shape),
      attention_mask: new runtime.Tensor('int64', batch.attentionMask, shape),
    };
    if (inputNames.includes('token_type_ids')) feeds.token_type_ids = new runtime.Tensor('int64', batch.tokenTypeIds, shape);
    let result: ort.InferenceSession.ReturnType;
    try {
      result = await session.run(feeds);
    } catch (error) {
      throw new EmbedderError({
        code: 'inference_failed',
        path: modelPath,
        message: `onnxruntime failed on a batch of ${texts.length}: ${error instanceof Error ? error.message : String(error)}`,
        cause: error,
      });
    }
    const tensor = result[outputKey] as ort.Tensor | undefined;
    const dims = tensor?.dims ?? [];
    if (tensor === undefined || tensor.type !== 'float32' || dims[0] !== batch.batchSize || (dims.length !== 3 && dims.length !== 2)) {
      throw new EmbedderError({
        code: 'model_invalid',
        path: modelPath,
        message: `output ${outputKey} must be float32 [batch, sequence, dim] or [batch, dim]; got ${tensor?.type} [${dims.join(', ')}]`,
      });
    }
    const data = tensor.data as Float32Array;
    if (dims.length === 2) {
      const dimension = dims[1]!;
      return texts.map((_text, row) => l2Normalize(data.slice(row * dimension, (row + 1) * dimension)));
    }
    return poolHiddenStates(data, {
      batchSize: batch.batchSize,
      sequenceLength: dims[1]!,
      dimension: dims[2]!,
      attentionMask: batch.attentionMask,
      pooling,
    });
  };

  let probe: Float32Array[];
  try {
    probe = await runBatch(['probe']);
  } catch (error) {
    await session.release();
    if (EmbedderError.isInstance(error)) {
      throw new EmbedderError({ code: 'model_invalid', path: modelPath, message: `the model failed its load-time probe: ${error.message}`, cause: error });
    }
    throw error;
  }
  const dimension = probe[0]!.length;

  return {
    id: `onnx:${basename(directory)}:${pooling}:${dimension}`,
    dimension,
    modelDir: directory,
    pooling,
    inputNames,
    outputName: outputKey,
    async embed(texts, options = {}) {
      if (!Array.isArray(texts) || texts.some((text) => typeof text !== 'string')) {
        throw new EmbedderError({ code: 'invalid_input', message: 'embed expects an array of strings' });
      }
      if (released) throw new EmbedderError({ code: 'invalid_input', path: modelPath, message: 'the embedder was released' });
      const vectors: Float32Array[] = [];
      for (let start = 0; start < texts.length; start += batchSize) {
        options.abortSignal?.throwIfAborted();
        vectors.push(...(await runBatch(texts.slice(start, start + batchSize))));
      }
      return vectors;
    },
    async release() {
      if (released) return;
      released = true;
      await session.release();
    },
  };
}
