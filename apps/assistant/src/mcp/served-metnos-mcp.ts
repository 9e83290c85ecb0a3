/** A running `metnos mcp` server. */
export interface ServedMetnosMcp {
  /** `http://127.0.0.1:<port>/mcp` for Streamable HTTP; undefined for stdio. */
  url: string | undefined;
  /** Resolves when a stdio client has gone (its end of stdin closed). */
  ended: Promise<void>;
  close(): Promise<void>;
}
