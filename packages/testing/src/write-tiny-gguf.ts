import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { encodeGguf, type GgufTensor, type GgufValue } from './write-tiny-gguf-binary';
import { createSeededRandom } from './write-tiny-gguf-random';

/** Options of `writeTinyGguf`. */
export interface WriteTinyGgufOptions {
  /** PRNG seed for the weights; the same seed writes a byte-identical file. Default 1. */
  seed?: number;
  abortSignal?: AbortSignal;
}

/** What `writeTinyGguf` wrote. */
export interface TinyGgufInfo {
  /** The file written (the `filePath` argument). */
  path: string;
  /** 260: `<unk>`, `<s>`, `</s>`, `▁` (space) and the 256 byte tokens `<0x00>`..`<0xFF>`. */
  vocabularySize: number;
  /** Token id of `<s>` (1). */
  bosTokenId: number;
  /** Token id of `</s>` (2). */
  eosTokenId: number;
  /** Size of the file in bytes (about 0.5 MB). */
  sizeBytes: number;
}

const embeddingLength = 64;
const headCount = 4;
const headCountKv = 2;
const headDimension = embeddingLength / headCount;
const feedForwardLength = 128;
const blockCount = 2;
const contextLength = 2048;

const biasChannelValue = 4;

/** Logit bias per token text; see the bias channel in `writeTinyGguf`. */
function tokenLogitBias(token: string): number {
  if (token === '</s>') return 8;
  const byteMatch = /^<0x([0-9A-F]{2})>$/.exec(token);
  if (byteMatch === null) return 0;
  const byte = Number.parseInt(byteMatch[1] ?? '0', 16);
  // '"', '}', ']', ',': close strings, objects, arrays and numbers
  if (byte === 0x22 || byte === 0x7d || byte === 0x5d) return 8;
  if (byte === 0x2c) return 8;
  // C0, C1, F5..FF never occur in UTF-8; E0, ED, F0, F4 lead to overlong forms or surrogates when sampled freely.
  if (byte === 0xc0 || byte === 0xc1 || byte >= 0xf5 || byte === 0xe0 || byte === 0xed || byte === 0xf0 || byte === 0xf4) {
    return -30;
  }
  return 0;
}

/**
 * Byte-level SentencePiece vocabulary: `<unk>`, `<s>`, `</s>`, then one byte-fallback token per byte value. With no
 * merged pieces, llama.cpp tokenizes any text to its UTF-8 bytes, and a grammar can make the model spell any
 * character (multi-byte characters span several tokens, which llama.cpp's grammar engine accepts as partial UTF-8).
 */
function byteVocabulary(): { tokens: string[]; scores: number[]; tokenTypes: number[] } {
  // SentencePiece escapes spaces as "▁" (U+2581); a normal "▁" piece makes spaces round-trip as " ".
  const tokens = ['<unk>', '<s>', '</s>', '\u2581'];
  // llama_token_type: 1 normal, 2 unknown, 3 control, 6 byte
  const tokenTypes = [2, 3, 3, 1];
  for (let byte = 0; byte < 256; byte += 1) {
    tokens.push(`<0x${byte.toString(16).toUpperCase().padStart(2, '0')}>`);
    tokenTypes.push(6);
  }
  return { tokens, scores: tokens.map(() => 0), tokenTypes };
}

/**
 * Writes a tiny llama-architecture GGUF v3 file (2 blocks, 64-wide embeddings, F32 weights, about 0.5 MB) with
 * deterministic random weights and a byte-level vocabulary, for tests that need a real llama.cpp model: it loads
 * in node-llama-cpp in milliseconds, and under a grammar it produces valid (if meaningless) constrained output.
 * The text it generates without a grammar is noise; never assert on its content.
 */
export async function writeTinyGguf(
  filePath: string,
  { seed = 1, abortSignal }: WriteTinyGgufOptions = {},
): Promise<TinyGgufInfo> {
  abortSignal?.throwIfAborted();
  const random = createSeededRandom(seed);
  const { tokens, scores, tokenTypes } = byteVocabulary();
  const vocabularySize = tokens.length;

  const randomMatrix = (inputs: number, outputs: number, scale = 1): Float32Array => {
    const data = new Float32Array(inputs * outputs);
    const bound = (scale * Math.sqrt(3)) / Math.sqrt(inputs);
    for (let index = 0; index < data.length; index += 1) data[index] = (random() * 2 - 1) * bound;
    return data;
  };
  const ones = (): Float32Array => new Float32Array(embeddingLength).fill(1);
  // ggml dimension order: ne[0] is the input (row) length, ne[1] the output count; row j (output j) is contiguous.
  const matrix = (name: string, inputs: number, outputs: number, data = randomMatrix(inputs, outputs)): GgufTensor => ({
    name,
    dimensions: [inputs, outputs],
    data,
  });
  // Embedding dimension 0 is a constant "bias channel": every token embeds `biasChannelValue` there and no block
  // writes to it (row 0 of attn_output and ffn_down is zero), so column 0 of `output.weight` acts as a per-token
  // logit bias. It makes JSON terminators and end-of-text likely (free strings and numbers end after a few
  // characters instead of running into maxTokens) and makes bytes that never start valid UTF-8 improbable. A
  // grammar can still force any byte: the bias only changes which allowed token is likely.
  const withoutBiasChannelOutput = (data: Float32Array, inputs: number): Float32Array => {
    data.fill(0, 0, inputs);
    return data;
  };
  const tokenEmbeddings = randomMatrix(embeddingLength, vocabularySize, 8);
  for (let token = 0; token < vocabularySize; token += 1) tokenEmbeddings[token * embeddingLength] = biasChannelValue;
  const outputWeights = randomMatrix(embeddingLength, vocabularySize, 4);
  for (let token = 0; token < vocabularySize; token += 1) {
    outputWeights[token * embeddingLength] = tokenLogitBias(tokens[token] ?? '') / biasChannelValue;
  }

  const tensors: GgufTensor[] = [
    matrix('token_embd.weight', embeddingLength, vocabularySize, tokenEmbeddings),
    { name: 'output_norm.weight', dimensions: [embeddingLength], data: ones() },
    matrix('output.weight', embeddingLength, vocabularySize, outputWeights),
  ];
  for (let block = 0; block < blockCount; block += 1) {
    const attentionWidth = headCount * headDimension;
    tensors.push(
      { name: `blk.${block}.attn_norm.weight`, dimensions: [embeddingLength], data: ones() },
      matrix(`blk.${block}.attn_q.weight`, embeddingLength, attentionWidth),
      matrix(`blk.${block}.attn_k.weight`, embeddingLength, headCountKv * headDimension),
      matrix(`blk.${block}.attn_v.weight`, embeddingLength, headCountKv * headDimension),
      matrix(
        `blk.${block}.attn_output.weight`,
        attentionWidth,
        embeddingLength,
        withoutBiasChannelOutput(randomMatrix(attentionWidth, embeddingLength), attentionWidth),
      ),
      { name: `blk.${block}.ffn_norm.weight`, dimensions: [embeddingLength], data: ones() },
      matrix(`blk.${block}.ffn_gate.weight`, embeddingLength, feedForwardLength),
      matrix(`blk.${block}.ffn_up.weight`, embeddingLength, feedForwardLength),
      matrix(
        `blk.${block}.ffn_down.weight`,
        feedForwardLength,
        embeddingLength,
        withoutBiasChannelOutput(randomMatrix(feedForwardLength, embeddingLength), feedForwardLength),
      ),
    );
  }

  const metadata: Array<readonly [string, GgufValue]> = [
    ['general.architecture', { type: 'string', value: 'llama' }],
    ['general.name', { type: 'string', value: `metnos-tiny-llama-seed-${seed}` }],
    ['general.file_type', { type: 'uint32', value: 0 }],
    ['llama.vocab_size', { type: 'uint32', value: vocabularySize }],
    ['llama.context_length', { type: 'uint32', value: contextLength }],
    ['llama.embedding_length', { type: 'uint32', value: embeddingLength }],
    ['llama.block_count', { type: 'uint32', value: blockCount }],
    ['llama.feed_forward_length', { type: 'uint32', value: feedForwardLength }],
    ['llama.attention.head_count', { type: 'uint32', value: headCount }],
    ['llama.attention.head_count_kv', { type: 'uint32', value: headCountKv }],
    ['llama.rope.dimension_count', { type: 'uint32', value: headDimension }],
    ['llama.rope.freq_base', { type: 'float32', value: 10000 }],
    ['llama.attention.layer_norm_rms_epsilon', { type: 'float32', value: 1e-5 }],
    ['tokenizer.ggml.model', { type: 'string', value: 'llama' }],
    ['tokenizer.ggml.tokens', { type: 'array', itemType: 'string', value: tokens }],
    ['tokenizer.ggml.scores', { type: 'array', itemType: 'float32', value: scores }],
    ['tokenizer.ggml.token_type', { type: 'array', itemType: 'int32', value: tokenTypes }],
    ['tokenizer.ggml.unknown_token_id', { type: 'uint32', value: 0 }],
    ['tokenizer.ggml.bos_token_id', { type: 'uint32', value: 1 }],
    ['tokenizer.ggml.eos_token_id', { type: 'uint32', value: 2 }],
    ['tokenizer.ggml.add_bos_token', { type: 'bool', value: true }],
    ['tokenizer.ggml.add_eos_token', { type: 'bool', value: false }],
    // Without this, llama.cpp would prepend "▁" when tokenizing and strip a leading space when detokenizing.
    ['tokenizer.ggml.add_space_prefix', { type: 'bool', value: false }],
  ];

  const bytes = encodeGguf({ metadata, tensors });
  await mkdir(dirname(filePath), { recursive: true });
  await writeFile(filePath, bytes, { signal: abortSignal });
  return { path: filePath, vocabularySize, bosTokenId: 1, eosTokenId: 2, sizeBytes: bytes.length };
}
