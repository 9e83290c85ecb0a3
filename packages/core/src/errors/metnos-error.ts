const marker = 'metnos.error';
const symbol = Symbol.for(marker);

/**
 * Base class of every Metnos error. Use `MetnosError.isInstance(error)` (or a subclass's `isInstance`)
 * instead of `instanceof`: packages are published separately and two copies of core may be installed.
 * Recovery decisions read the structured fields (`code`, `isRetryable`, ...), never the message.
 */
export class MetnosError extends Error {
  private readonly [symbol] = true;
  /** Stable machine-readable code, e.g. `config_invalid`, `llm_http`, `executor_failed`. */
  readonly code: string;
  /** Whether retrying the same operation can succeed. */
  readonly isRetryable: boolean;

  constructor({
    name = 'MetnosError',
    message,
    code,
    cause,
    isRetryable = false,
  }: { name?: string; message: string; code: string; cause?: unknown; isRetryable?: boolean }) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = name;
    this.code = code;
    this.isRetryable = isRetryable;
  }

  /** True for any MetnosError, from any copy of core. */
  static isInstance(error: unknown): error is MetnosError {
    return MetnosError.hasMarker(error, marker);
  }

  /** Checks a `Symbol.for(name)` marker; subclasses call it with their own marker. */
  protected static hasMarker(error: unknown, markerName: string): boolean {
    const markerSymbol = Symbol.for(markerName);
    return (
      error != null &&
      typeof error === 'object' &&
      markerSymbol in error &&
      typeof (error as Record<symbol, unknown>)[markerSymbol] === 'boolean' &&
      (error as Record<symbol, unknown>)[markerSymbol] === true
    );
  }
}
