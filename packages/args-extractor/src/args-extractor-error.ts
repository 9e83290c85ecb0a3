import { MetnosError } from '@metnos/core';

const symbol = Symbol.for('metnos.error.args-extractor');

/** Machine-readable reasons an extraction request is rejected. */
export type ArgsExtractorErrorCode = 'invalid_schema' | 'invalid_time_zone' | 'invalid_clock' | 'invalid_options';

/**
 * The extraction request itself is unusable: the schema is not an object schema, the time zone is not an IANA
 * zone, the clock is an invalid Date, or the options contradict each other. Never thrown for a query the rules
 * cannot understand: that is reported as `missing` arguments.
 */
export class ArgsExtractorError extends MetnosError {
  private readonly [symbol] = true;
  /** Name of the option that is wrong (`schema`, `timeZone`, `now`, `llm`). */
  readonly option: string;

  constructor({
    code,
    option,
    message,
    cause,
  }: {
    code: ArgsExtractorErrorCode;
    option: string;
    message: string;
    cause?: unknown;
  }) {
    super({ name: 'ArgsExtractorError', code, message: `${option}: ${message}`, cause });
    this.option = option;
  }

  static override isInstance(error: unknown): error is ArgsExtractorError {
    return MetnosError.hasMarker(error, 'metnos.error.args-extractor');
  }
}
