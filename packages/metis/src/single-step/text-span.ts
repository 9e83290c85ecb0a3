/** A span of the request text, `[start, end)`. */
export interface TextSpan {
  start: number;
  end: number;
}

/** Whether two spans overlap. */
export function overlaps(left: TextSpan, right: TextSpan): boolean {
  return left.start < right.end && right.start < left.end;
}

/** Whether `inner` lies inside one of `spans`. */
export function isCovered(inner: TextSpan, spans: readonly TextSpan[]): boolean {
  return spans.some((span) => span.start <= inner.start && inner.end <= span.end);
}
