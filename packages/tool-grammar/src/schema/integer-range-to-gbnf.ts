const maxDigits = 16;

function digitClass(from: number, to: number): string {
  if (from === to) return `"${from}"`;
  return `[${from}-${to}]`;
}

function rangeSameLength(low: string, high: string): string[] {
  if (low.length === 0) return [''];
  if (low === high) return [`"${low}"`];
  const rest = low.length - 1;
  const lowHead = Number(low[0]);
  const highHead = Number(high[0]);
  const lowTail = low.slice(1);
  const highTail = high.slice(1);
  if (lowHead === highHead) {
    return rangeSameLength(lowTail, highTail).map((tail) => `"${lowHead}"${tail === '' ? '' : ` ${tail}`}`);
  }
  const any = rest === 0 ? '' : rest === 1 ? ' [0-9]' : ` [0-9]{${rest}}`;
  const alternatives: string[] = [];
  const lowFull = /^0*$/.test(lowTail);
  const highFull = /^9*$/.test(highTail);
  const middleFrom = lowFull ? lowHead : lowHead + 1;
  const middleTo = highFull ? highHead : highHead - 1;
  if (!lowFull) alternatives.push(...rangeSameLength(lowTail, '9'.repeat(rest)).map((tail) => `"${lowHead}" ${tail}`));
  if (middleFrom <= middleTo) alternatives.push(`${digitClass(middleFrom, middleTo)}${any}`);
  if (!highFull) alternatives.push(...rangeSameLength('0'.repeat(rest), highTail).map((tail) => `"${highHead}" ${tail}`));
  return alternatives;
}

/** Alternatives matching the decimal texts (no leading zeros) of the integers in [low, high], both >= 0. */
function nonNegativeRange(low: number, high: number | undefined): string[] {
  const alternatives: string[] = [];
  const lowText = String(low);
  const highText = high === undefined ? undefined : String(high);
  const lastLength = highText === undefined ? lowText.length : highText.length;
  for (let length = lowText.length; length <= lastLength; length += 1) {
    const from = length === lowText.length ? lowText : `1${'0'.repeat(length - 1)}`;
    const to = highText !== undefined && length === highText.length ? highText : '9'.repeat(length);
    alternatives.push(...rangeSameLength(from, to));
  }
  if (high === undefined && lastLength < maxDigits) {
    alternatives.push(`[1-9] [0-9]{${lastLength},${maxDigits - 1}}`);
  }
  return alternatives;
}

/**
 * GBNF expression (parenthesised alternation) matching exactly the JSON integers in [minimum, maximum], either
 * bound optional, with at most 16 digits like the generic integer rule. Works digit by digit like
 * llama.cpp's `_generate_min_max_int`.
 */
export function integerRangeToGbnf(minimum: number | undefined, maximum: number | undefined): string {
  const alternatives: string[] = [];
  if (minimum === undefined || minimum < 0) {
    // Negative part: "-" followed by |value| in [max(1, -maximum), -minimum].
    const absoluteLow = maximum === undefined || maximum >= 0 ? 1 : -maximum;
    const absoluteHigh = minimum === undefined ? undefined : -minimum;
    if (absoluteHigh === undefined || absoluteLow <= absoluteHigh) {
      const digits = nonNegativeRange(absoluteLow, absoluteHigh);
      alternatives.push(`"-" (${digits.join(' | ')})`);
    }
  }
  if (maximum === undefined || maximum >= 0) {
    alternatives.push(...nonNegativeRange(Math.max(0, minimum ?? 0), maximum));
  }
  return `(${alternatives.join(' | ')})`;
}
