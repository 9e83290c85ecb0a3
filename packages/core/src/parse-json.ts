/** The outcome of `parseJson`: never throws. */
export type ParseJsonResult = { success: true; value: unknown } | { success: false; error: Error };

/** Parses JSON text without throwing; returns `{success:false, error}` for malformed input. */
export function parseJson(text: string): ParseJsonResult {
  try {
    return { success: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { success: false, error: error instanceof Error ? error : new Error(String(error)) };
  }
}
