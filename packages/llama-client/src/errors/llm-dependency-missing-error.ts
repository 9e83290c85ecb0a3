import { MetnosError, type LlmFailure } from '@metnos/core';

const symbol = Symbol.for('metnos.error.llm-dependency-missing');

/** An optional peer dependency (node-llama-cpp for the in-process provider) is not installed. */
export class LlmDependencyMissingError extends MetnosError {
  private readonly [symbol] = true;
  /** The failure as `LlmFailure` data (see `findLlmFailure` in core). */
  readonly llmFailure: LlmFailure;
  readonly packageName: string;

  constructor({ packageName, cause }: { packageName: string; cause?: unknown }) {
    super({
      name: 'LlmDependencyMissingError',
      code: 'llm_dependency_missing',
      message: `the in-process LLM provider needs the optional package ${packageName}: run \`npm install ${packageName}\``,
      cause,
    });
    this.packageName = packageName;
    this.llmFailure = { reason: 'dependency_missing', packageName };
  }

  static override isInstance(error: unknown): error is LlmDependencyMissingError {
    return MetnosError.hasMarker(error, 'metnos.error.llm-dependency-missing');
  }
}
