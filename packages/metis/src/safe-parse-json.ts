/** Outcome of {@link safeParseJson}. */
export type SafeParseJsonResult = { success: true; value: unknown } | { success: false; error: Error };

/** Parses JSON without throwing: model output is data to judge, not code to trust. */
export function safeParseJson(text: string): SafeParseJsonResult {
  try {
    return { success: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { success: false, error: error instanceof Error ? error : new Error(String(error)) };
  }
}
