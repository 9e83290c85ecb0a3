/** Result of `parseJson`: never throws. */
export type ParseJsonResult = { success: true; value: unknown } | { success: false; error: Error };

/** Parses JSON text without throwing. */
export function parseJson(text: string): ParseJsonResult {
  try {
    return { success: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { success: false, error: error instanceof Error ? error : new Error(String(error)) };
  }
}
