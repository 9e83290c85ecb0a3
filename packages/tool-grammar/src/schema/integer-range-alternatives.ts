const maxDigits = 16;

function digitClass(from: number, to: number): string {
  if (from === to) return `"${from}"`;
  return `[${from}-${to}]`;
}

/** `prefix` and `item` separated by a blank, either left out when empty. */
function join(prefix: string, item: string): string {
  return prefix === '' ? item : item === '' ? prefix : `${prefix} ${item}`;
}

function isAll(text: string, digit: number): boolean {
  for (let index = 0; index < text.length; index += 1) if (text.charCodeAt(index) !== digit) return false;
  return true;
}

/** Appends to `out`, each after `prefix`, the alternatives matching the same-length digit strings in [low, high]. */
function rangeSameLength(low: string, high: string, prefix: string, out: string[]): void {
  if (low.length === 0) {
    out.push(prefix);
    return;
  }
  if (low === high) {
    out.push(join(prefix, `"${low}"`));
    return;
  }
  const rest = low.length - 1;
  const lowHead = low.charCodeAt(0) - 48;
  const highHead = high.charCodeAt(0) - 48;
  const lowTail = low.slice(1);
  const highTail = high.slice(1);
  if (lowHead === highHead) {
    rangeSameLength(lowTail, highTail, join(prefix, `"${lowHead}"`), out);
    return;
  }
  const lowFull = isAll(lowTail, 48);
  const highFull = isAll(highTail, 57);
  const middleFrom = lowFull ? lowHead : lowHead + 1;
  const middleTo = highFull ? highHead : highHead - 1;
  if (!lowFull) rangeSameLength(lowTail, '9'.repeat(rest), join(prefix, `"${lowHead}"`), out);
  if (middleFrom <= middleTo) out.push(join(prefix, `${digitClass(middleFrom, middleTo)}${rest === 0 ? '' : rest === 1 ? ' [0-9]' : ` [0-9]{${rest}}`}`));
  if (!highFull) rangeSameLength('0'.repeat(rest), highTail, join(prefix, `"${highHead}"`), out);
}

/** Appends the alternatives matching the decimal texts (no leading zeros) of the integers in [low, high], both >= 0. */
function nonNegativeRange(low: number, high: number | undefined, out: string[]): void {
  const lowText = String(low);
  const highText = high === undefined ? undefined : String(high);
  const lastLength = highText === undefined ? lowText.length : highText.length;
  for (let length = lowText.length; length <= lastLength; length += 1) {
    const from = length === lowText.length ? lowText : `1${'0'.repeat(length - 1)}`;
    const to = highText !== undefined && length === highText.length ? highText : '9'.repeat(length);
    rangeSameLength(from, to, '', out);
  }
  if (high === undefined && lastLength < maxDigits) {
    out.push(`[1-9] [0-9]{${lastLength},${maxDigits - 1}}`);
  }
}

/**
 * GBNF alternation (`a | b | ...`, not parenthesised) matching exactly the JSON integers in [minimum, maximum],
 * either bound optional, with at most 16 digits like the generic integer rule. Works digit by digit like
 * llama.cpp's `_generate_min_max_int`.
 */
export function integerRangeAlternatives(minimum: number | undefined, maximum: number | undefined): string {
  const alternatives: string[] = [];
  if (minimum === undefined || minimum < 0) {
    // Negative part: "-" followed by |value| in [max(1, -maximum), -minimum].
    const absoluteLow = maximum === undefined || maximum >= 0 ? 1 : -maximum;
    const absoluteHigh = minimum === undefined ? undefined : -minimum;
    if (absoluteHigh === undefined || absoluteLow <= absoluteHigh) {
      const digits: string[] = [];
      nonNegativeRange(absoluteLow, absoluteHigh, digits);
      alternatives.push(`"-" (${digits.join(' | ')})`);
    }
  }
  if (maximum === undefined || maximum >= 0) nonNegativeRange(Math.max(0, minimum ?? 0), maximum, alternatives);
  return alternatives.join(' | ');
}

