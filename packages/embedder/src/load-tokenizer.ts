import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Tokenizer } from '@huggingface/tokenizers';
import { EmbedderError } from './embedder-error';
import { loadOnnxDependencies } from './load-onnx-dependencies';
import { parseJson } from '@metnos/core/internal';

/** A tokenizer ready for batching: the library tokenizer plus the ids the embedder needs. */
export interface LoadedTokenizer {
  tokenizer: Tokenizer;
  /** Padding id: tokenizer.json `padding.pad_id`, else `<pad>` / `[PAD]`, else 0. */
  padId: number;
  /** Ids of special tokens (`<s>`, `</s>`, `[CLS]`, ...), kept at the end when a text is truncated. */
  specialIds: ReadonlySet<number>;
}

/**
 * Loads `tokenizer.json` (and `tokenizer_config.json` when present) from `modelDir` with `@huggingface/tokenizers`
 * (tokenizers.js: pure JS, zero dependencies; Unigram/SentencePiece, WordPiece and BPE). Errors:
 * `tokenizer_missing` when the file is absent, `tokenizer_invalid` when it is not JSON or the library rejects it.
 */
export async function loadTokenizer(modelDir: string): Promise<LoadedTokenizer> {
  const path = join(modelDir, 'tokenizer.json');
  const text = await readFile(path, 'utf8').catch((error: unknown) => {
    throw new EmbedderError({ code: 'tokenizer_missing', path, message: 'tokenizer.json not found in the model folder', cause: error });
  });
  const parsed = parseJson(text);
  if (!parsed.success || parsed.value === null || typeof parsed.value !== 'object') {
    throw new EmbedderError({ code: 'tokenizer_invalid', path, message: 'tokenizer.json is not a JSON object', cause: parsed.success ? undefined : parsed.error });
  }
  const configPath = join(modelDir, 'tokenizer_config.json');
  let config: object = {};
  if (await stat(configPath).then((info) => info.isFile(), () => false)) {
    const parsedConfig = parseJson(await readFile(configPath, 'utf8'));
    if (!parsedConfig.success || parsedConfig.value === null || typeof parsedConfig.value !== 'object') {
      throw new EmbedderError({ code: 'tokenizer_invalid', path: configPath, message: 'tokenizer_config.json is not a JSON object' });
    }
    config = parsedConfig.value;
  }
  const { Tokenizer: TokenizerLibrary } = await loadOnnxDependencies();
  let tokenizer: Tokenizer;
  try {
    tokenizer = new TokenizerLibrary(parsed.value, config);
    tokenizer.encode('probe');
  } catch (error) {
    throw new EmbedderError({
      code: 'tokenizer_invalid',
      path,
      message: `the tokenizer library rejected tokenizer.json: ${error instanceof Error ? error.message : String(error)}`,
      cause: error,
    });
  }
  const json = parsed.value as { padding?: { pad_id?: unknown } | null };
  const padId =
    typeof json.padding?.pad_id === 'number'
      ? json.padding.pad_id
      : (tokenizer.token_to_id('<pad>') ?? tokenizer.token_to_id('[PAD]') ?? 0);
  const specialIds = new Set<number>();
  for (const [id, token] of tokenizer.get_added_tokens_decoder()) if (token.special) specialIds.add(id);
  return { tokenizer, padId, specialIds };
}
