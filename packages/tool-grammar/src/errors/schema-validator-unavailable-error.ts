import { MetnosError } from '@metnos/core';

const symbol = Symbol.for('metnos.error.schema-validator-unavailable');

/**
 * ajv (the JSON Schema validator behind `validateToolCall`, `validateFramework` and the compile-time check of
 * malformed schemas) could not be loaded: outside Node (a browser, an edge runtime) it is not loaded by itself, so
 * call `provideAjv({ Ajv, Ajv2020, addFormats })` once before validating.
 */
export class SchemaValidatorUnavailableError extends MetnosError {
  private readonly [symbol] = true;

  constructor({ message, cause }: { message: string; cause?: unknown }) {
    super({ name: 'SchemaValidatorUnavailableError', code: 'schema_validator_unavailable', message, cause });
  }

  static override isInstance(error: unknown): error is SchemaValidatorUnavailableError {
    return MetnosError.hasMarker(error, 'metnos.error.schema-validator-unavailable');
  }
}
