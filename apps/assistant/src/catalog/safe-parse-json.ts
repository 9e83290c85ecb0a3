/** The result of parsing JSON without throwing. */
export type SafeParseResult = { success: true; value: unknown } | { success: false; error: Error };

/** `JSON.parse` that returns `{success,value}` or `{success,error}` instead of throwing. */
export function safeParseJson(text: string): SafeParseResult {
  try {
    return { success: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { success: false, error: error as Error };
  }
}
