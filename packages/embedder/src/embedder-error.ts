import { MetnosError } from '@metnos/core';

const symbol = Symbol.for('metnos.error.embedder');

/**
 * Why an embedder could not be built or could not embed:
 * - `model_dir_missing`: `modelDir` does not exist or is not a folder;
 * - `tokenizer_missing` / `tokenizer_invalid`: no `tokenizer.json`, or one the tokenizer library rejects;
 * - `model_missing` / `model_invalid`: no `model.onnx`, or one onnxruntime cannot load or run (missing external
 *   data file, wrong inputs, unexpected output shape);
 * - `inference_failed`: onnxruntime failed on a batch of texts;
 * - `invalid_input`: bad options or texts;
 * - `dependency_missing`: an optional package of the ONNX embedder (onnxruntime-node, @huggingface/tokenizers)
 *   is not installed; the message says what to install.
 */
export type EmbedderErrorCode =
  | 'model_dir_missing'
  | 'tokenizer_missing'
  | 'tokenizer_invalid'
  | 'model_missing'
  | 'model_invalid'
  | 'inference_failed'
  | 'invalid_input'
  | 'dependency_missing';

/** An embedder failure, with the file or folder it concerns. Branch on `code`, never on the message. */
export class EmbedderError extends MetnosError {
  private readonly [symbol] = true;
  declare readonly code: EmbedderErrorCode;
  /** The file or folder involved, when there is one. */
  readonly path: string | undefined;

  constructor({ code, message, path, cause }: { code: EmbedderErrorCode; message: string; path?: string; cause?: unknown }) {
    super({ name: 'EmbedderError', code, message: path === undefined ? message : `${path}: ${message}`, cause });
    this.path = path;
  }

  static override isInstance(error: unknown): error is EmbedderError {
    return MetnosError.hasMarker(error, 'metnos.error.embedder');
  }
}
