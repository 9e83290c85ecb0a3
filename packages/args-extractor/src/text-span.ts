/** A span of a request's text, `[start, end)` (every `ExtractedValue` is one). */
export interface TextSpan {
  start: number;
  end: number;
}

/** Whether two spans share at least one character. */
export function spansOverlap(left: TextSpan, right: TextSpan): boolean {
  return left.start < right.end && right.start < left.end;
}

/** Whether `inner` lies wholly inside one of `spans`. */
export function isSpanCovered(inner: TextSpan, spans: readonly TextSpan[]): boolean {
  return spans.some((span) => span.start <= inner.start && inner.end <= span.end);
}
