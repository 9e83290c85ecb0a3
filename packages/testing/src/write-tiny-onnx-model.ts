import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ProtobufWriter } from './write-tiny-onnx-protobuf';
import { buildTinyOnnxTokenizer } from './write-tiny-onnx-tokenizer';

/** Options of `writeTinyOnnxModel`. */
export interface WriteTinyOnnxModelOptions {
  /** Hidden size of `last_hidden_state` (default 16). */
  dimension?: number;
  /** Store the weights in `model.onnx_data` next to `model.onnx`, as large exports such as BGE-M3 do (default false). */
  externalData?: boolean;
  /** Add a `token_type_ids` input with its own embedding table, as BERT-style models have (default false). */
  tokenTypeIds?: boolean;
  /** Seed of the deterministic random weights (default 1). */
  seed?: number;
}

/** What `writeTinyOnnxModel` wrote. */
export interface TinyOnnxModel {
  directory: string;
  modelPath: string;
  /** `model.onnx_data`, when `externalData` was asked for. */
  externalDataPath: string | undefined;
  tokenizerPath: string;
  dimension: number;
  vocabularySize: number;
}

const float = 1;
const int64 = 7;
const attribute = { float: 1, int: 2 } as const;

interface Initializer {
  name: string;
  dims: number[];
  dataType: typeof float | typeof int64;
  data: Float32Array | BigInt64Array;
}

interface Node {
  op: string;
  inputs: string[];
  outputs: string[];
  attributes?: Array<{ name: string; int: number }>;
}

function randomWeights(count: number, seed: number, scale: number): Float32Array {
  let state = seed >>> 0;
  const weights = new Float32Array(count);
  for (let index = 0; index < count; index += 1) {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    weights[index] = ((((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296) * 2 - 1) * scale;
  }
  return weights;
}

/**
 * Writes a tiny transformer-shaped ONNX model and an XLM-R-style tokenizer.json into `directory`, for tests that
 * need a real onnxruntime session without downloading weights. The graph (opset 13, IR 8) is
 * `Gather(embeddings, input_ids) [+ Gather(type_embeddings, token_type_ids)] -> MatMul(projection) -> Tanh`, plus
 * a context term `0.5 * ReduceSum(hidden * attention_mask, axis 1)` added to every position, so each output
 * depends on every unmasked token of its sequence (like attention) and on no masked one. Inputs are int64
 * `[batch, sequence]`; the output `last_hidden_state` is float `[batch, sequence, dimension]`. Weights are
 * seeded random numbers, inline or in `model.onnx_data` (4096-byte aligned offsets) referenced by location.
 */
export async function writeTinyOnnxModel(
  directory: string,
  { dimension = 16, externalData = false, tokenTypeIds = false, seed = 1 }: WriteTinyOnnxModelOptions = {},
): Promise<TinyOnnxModel> {
  const { tokenizer, vocabularySize } = buildTinyOnnxTokenizer();
  const initializers: Initializer[] = [
    { name: 'embeddings', dims: [vocabularySize, dimension], dataType: float, data: randomWeights(vocabularySize * dimension, seed, 1) },
    { name: 'projection', dims: [dimension, dimension], dataType: float, data: randomWeights(dimension * dimension, seed + 1, 0.6) },
    { name: 'mask_axes', dims: [1], dataType: int64, data: BigInt64Array.from([-1n]) },
    { name: 'sequence_axes', dims: [1], dataType: int64, data: BigInt64Array.from([1n]) },
    { name: 'context_scale', dims: [1], dataType: float, data: Float32Array.from([0.5]) },
  ];
  const nodes: Node[] = [{ op: 'Gather', inputs: ['embeddings', 'input_ids'], outputs: ['token_vectors'], attributes: [{ name: 'axis', int: 0 }] }];
  let embedded = 'token_vectors';
  if (tokenTypeIds) {
    initializers.push({ name: 'type_embeddings', dims: [2, dimension], dataType: float, data: randomWeights(2 * dimension, seed + 2, 1) });
    nodes.push(
      { op: 'Gather', inputs: ['type_embeddings', 'token_type_ids'], outputs: ['type_vectors'], attributes: [{ name: 'axis', int: 0 }] },
      { op: 'Add', inputs: ['token_vectors', 'type_vectors'], outputs: ['embedded'] },
    );
    embedded = 'embedded';
  }
  nodes.push(
    { op: 'MatMul', inputs: [embedded, 'projection'], outputs: ['projected'] },
    { op: 'Tanh', inputs: ['projected'], outputs: ['hidden'] },
    { op: 'Cast', inputs: ['attention_mask'], outputs: ['mask_float'], attributes: [{ name: 'to', int: float }] },
    { op: 'Unsqueeze', inputs: ['mask_float', 'mask_axes'], outputs: ['mask_3d'] },
    { op: 'Mul', inputs: ['hidden', 'mask_3d'], outputs: ['masked'] },
    { op: 'ReduceSum', inputs: ['masked', 'sequence_axes'], outputs: ['context'], attributes: [{ name: 'keepdims', int: 1 }] },
    { op: 'Mul', inputs: ['context', 'context_scale'], outputs: ['scaled_context'] },
    { op: 'Add', inputs: ['hidden', 'scaled_context'], outputs: ['last_hidden_state'] },
  );
  const inputNames = ['input_ids', 'attention_mask', ...(tokenTypeIds ? ['token_type_ids'] : [])];

  // External data: the two big float tables go to model.onnx_data, each at a 4096-byte aligned offset.
  const externalChunks: Uint8Array[] = [];
  const externalLocations = new Map<string, { offset: number; length: number }>();
  if (externalData) {
    let offset = 0;
    for (const initializer of initializers) {
      if (initializer.dataType !== float || initializer.data.length < 64) continue;
      const bytes = new Uint8Array(initializer.data.buffer, initializer.data.byteOffset, initializer.data.byteLength);
      const padding = (4096 - (offset % 4096)) % 4096;
      if (padding > 0) externalChunks.push(new Uint8Array(padding));
      offset += padding;
      externalLocations.set(initializer.name, { offset, length: bytes.byteLength });
      externalChunks.push(bytes);
      offset += bytes.byteLength;
    }
  }

  const valueInfo = (writer: ProtobufWriter, name: string, elementType: number, dims: Array<number | string>) => {
    writer.string(1, name).message(2, (type) =>
      type.message(1, (tensor) =>
        tensor.integer(1, elementType).message(2, (shape) => {
          for (const dim of dims) shape.message(1, (dimension) => (typeof dim === 'number' ? dimension.integer(1, dim) : dimension.string(2, dim)));
        }),
      ),
    );
  };

  const model = new ProtobufWriter()
    .integer(1, 8) // ir_version
    .string(2, 'metnos-testing')
    .message(7, (graph) => {
      nodes.forEach((node, index) =>
        graph.message(1, (writer) => {
          node.inputs.forEach((input) => writer.string(1, input));
          node.outputs.forEach((output) => writer.string(2, output));
          writer.string(3, `${node.op.toLowerCase()}_${index}`).string(4, node.op);
          for (const { name, int } of node.attributes ?? []) writer.message(5, (value) => value.string(1, name).integer(3, int).integer(20, attribute.int));
        }),
      );
      graph.string(2, 'tiny_encoder');
      for (const initializer of initializers) {
        graph.message(5, (tensor) => {
          tensor.packedIntegers(1, initializer.dims).integer(2, initializer.dataType).string(8, initializer.name);
          const location = externalLocations.get(initializer.name);
          if (location === undefined) {
            tensor.bytes(9, new Uint8Array(initializer.data.buffer, initializer.data.byteOffset, initializer.data.byteLength));
          } else {
            for (const [key, value] of [['location', 'model.onnx_data'], ['offset', String(location.offset)], ['length', String(location.length)]]) {
              tensor.message(13, (entry) => entry.string(1, key!).string(2, value!));
            }
            tensor.integer(14, 1); // data_location = EXTERNAL
          }
        });
      }
      for (const name of inputNames) graph.message(11, (writer) => valueInfo(writer, name, int64, ['batch', 'sequence']));
      graph.message(12, (writer) => valueInfo(writer, 'last_hidden_state', float, ['batch', 'sequence', dimension]));
    })
    .message(8, (opset) => opset.string(1, '').integer(2, 13))
    .finish();

  await mkdir(directory, { recursive: true });
  const modelPath = join(directory, 'model.onnx');
  const tokenizerPath = join(directory, 'tokenizer.json');
  await writeFile(modelPath, model);
  await writeFile(tokenizerPath, JSON.stringify(tokenizer));
  let externalDataPath: string | undefined;
  if (externalData) {
    externalDataPath = join(directory, 'model.onnx_data');
    await writeFile(externalDataPath, Buffer.concat(externalChunks));
  }
  return { directory, modelPath, externalDataPath, tokenizerPath, dimension, vocabularySize };
}
