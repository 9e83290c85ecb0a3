/** Result of `parseJson`: the value, or the syntax error. */
export type ParseJsonResult = { success: true; value: unknown } | { success: false; error: Error };

/** Parses JSON without throwing. */
export function parseJson(text: string): ParseJsonResult {
  try {
    return { success: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { success: false, error: error instanceof Error ? error : new Error(String(error)) };
  }
}
