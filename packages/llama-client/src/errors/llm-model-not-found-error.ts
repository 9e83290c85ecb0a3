import { MetnosError, type LlmFailure } from '@metnos/core';

const symbol = Symbol.for('metnos.error.llm-model-not-found');

/** The GGUF file configured for the in-process provider does not exist or cannot be read. */
export class LlmModelNotFoundError extends MetnosError {
  private readonly [symbol] = true;
  /** The failure as `LlmFailure` data (see `findLlmFailure` in core). */
  readonly llmFailure: LlmFailure;
  readonly modelPath: string;

  constructor({ modelPath, cause }: { modelPath: string; cause?: unknown }) {
    super({
      name: 'LlmModelNotFoundError',
      code: 'llm_model_not_found',
      message: `GGUF model not found at ${JSON.stringify(modelPath)}: set [llm] model_path in runtime.toml to an existing .gguf file`,
      cause,
    });
    this.modelPath = modelPath;
    this.llmFailure = { reason: 'model_missing', modelPath };
  }

  static override isInstance(error: unknown): error is LlmModelNotFoundError {
    return MetnosError.hasMarker(error, 'metnos.error.llm-model-not-found');
  }
}
