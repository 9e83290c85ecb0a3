import { MetnosError } from '@metnos/core';

const symbol = Symbol.for('metnos.error.embedder-dimension');

/**
 * The server returned vectors of another length than the embedder declares. Vectors of different lengths (or
 * models) must never be compared, so nothing is returned: fix the declared dimension or the served model.
 */
export class EmbedderDimensionError extends MetnosError {
  private readonly [symbol] = true;
  readonly url: string;
  readonly model: string;
  /** The length the embedder was configured with. */
  readonly declared: number;
  /** The length the server returned. */
  readonly returned: number;

  constructor({ url, model, declared, returned }: { url: string; model: string; declared: number; returned: number }) {
    super({
      name: 'EmbedderDimensionError',
      code: 'embedder_dimension_mismatch',
      message: `${url} returned ${returned}-dimensional vectors for model "${model}", but ${declared} were declared: set [embedder] http_dimension = ${returned} (or 0 to ask the server), or serve the model you declared`,
    });
    this.url = url;
    this.model = model;
    this.declared = declared;
    this.returned = returned;
  }

  static override isInstance(error: unknown): error is EmbedderDimensionError {
    return MetnosError.hasMarker(error, 'metnos.error.embedder-dimension');
  }
}
