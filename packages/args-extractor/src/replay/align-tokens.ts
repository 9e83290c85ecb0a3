/** Longest requests aligned word by word; longer ones align only their common prefix and suffix. */
const maxAlignedWords = 512;

/**
 * Aligns two word sequences by a longest common subsequence of equal words: `result[i]` is the position in
 * `right` of `left[i]`, or -1 when that word has no partner (changed, removed). Requests are short (tens of
 * words), so the quadratic table is small; past `maxAlignedWords` words only the common prefix and suffix align.
 */
export function alignTokens(left: readonly string[], right: readonly string[]): Int32Array {
  const result = new Int32Array(left.length).fill(-1);
  let prefix = 0;
  while (prefix < left.length && prefix < right.length && left[prefix] === right[prefix]) {
    result[prefix] = prefix;
    prefix += 1;
  }
  let suffix = 0;
  while (
    suffix < left.length - prefix &&
    suffix < right.length - prefix &&
    left[left.length - 1 - suffix] === right[right.length - 1 - suffix]
  ) {
    result[left.length - 1 - suffix] = right.length - 1 - suffix;
    suffix += 1;
  }
  const rows = left.length - prefix - suffix;
  const columns = right.length - prefix - suffix;
  if (rows === 0 || columns === 0 || rows > maxAlignedWords || columns > maxAlignedWords) return result;
  const width = columns + 1;
  const table = new Uint16Array((rows + 1) * width);
  for (let row = rows - 1; row >= 0; row -= 1) {
    for (let column = columns - 1; column >= 0; column -= 1) {
      table[row * width + column] =
        left[prefix + row] === right[prefix + column]
          ? table[(row + 1) * width + column + 1]! + 1
          : Math.max(table[(row + 1) * width + column]!, table[row * width + column + 1]!);
    }
  }
  let row = 0;
  let column = 0;
  while (row < rows && column < columns) {
    if (left[prefix + row] === right[prefix + column]) {
      result[prefix + row] = prefix + column;
      row += 1;
      column += 1;
    } else if (table[(row + 1) * width + column]! >= table[row * width + column + 1]!) row += 1;
    else column += 1;
  }
  return result;
}
