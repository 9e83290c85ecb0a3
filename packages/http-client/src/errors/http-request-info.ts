/** The HTTP request an error is about: what was sent where, for logs and error reports. */
export interface HttpRequestInfo {
  method: string;
  url: string;
  /** The JSON body that was sent, when there was one. */
  body?: unknown;
}
