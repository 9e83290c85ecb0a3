import { EmbedderError } from './embedder-error';

/** The optional packages `createOnnxEmbedder` needs, loaded on first use. */
export interface OnnxDependencies {
  ort: typeof import('onnxruntime-node');
  Tokenizer: typeof import('@huggingface/tokenizers').Tokenizer;
}

/** How each optional package is imported (a bundler or a test may pass its own). */
export interface OnnxDependencyImporters {
  'onnxruntime-node': () => Promise<unknown>;
  '@huggingface/tokenizers': () => Promise<unknown>;
}

const defaultImporters: OnnxDependencyImporters = {
  'onnxruntime-node': () => import('onnxruntime-node'),
  '@huggingface/tokenizers': () => import('@huggingface/tokenizers'),
};

let loaded: OnnxDependencies | undefined;

/**
 * Imports the optional peer dependencies of the ONNX embedder, onnxruntime-node (a native addon, ~290 MB
 * installed) and @huggingface/tokenizers, on first use, so that the hashed embedder never loads them. A missing
 * package is an `EmbedderError` with code `dependency_missing` whose message names every missing package and the
 * command that installs them; any other import failure is rethrown.
 */
export async function loadOnnxDependencies(importers: OnnxDependencyImporters = defaultImporters): Promise<OnnxDependencies> {
  if (loaded !== undefined && importers === defaultImporters) return loaded;
  const names = Object.keys(importers) as Array<keyof OnnxDependencyImporters>;
  const results = await Promise.allSettled(names.map((name) => importers[name]()));
  const missing: string[] = [];
  let firstMissing: unknown;
  results.forEach((result, index) => {
    if (result.status === 'fulfilled') return;
    const code = (result.reason as { code?: unknown } | null)?.code;
    if (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'MODULE_NOT_FOUND') throw result.reason;
    missing.push(names[index]!);
    firstMissing ??= result.reason;
  });
  if (missing.length > 0) {
    throw new EmbedderError({
      code: 'dependency_missing',
      message:
        `createOnnxEmbedder needs the optional package${missing.length > 1 ? 's' : ''} ${missing.join(' and ')}, ` +
        `which ${missing.length > 1 ? 'are' : 'is'} not installed: run \`npm install onnxruntime-node @huggingface/tokenizers\``,
      cause: firstMissing,
    });
  }
  const [ort, tokenizers] = results.map((result) => (result as PromiseFulfilledResult<unknown>).value) as [
    OnnxDependencies['ort'],
    typeof import('@huggingface/tokenizers'),
  ];
  const dependencies = { ort, Tokenizer: tokenizers.Tokenizer };
  if (importers === defaultImporters) loaded = dependencies;
  return dependencies;
}
