import { describe, expect, it } from 'vitest';
import { createSimdDotScan } from './simd-dot-scan';

describe('createSimdDotScan', () => {
  it('should score every row against the query within the float32 bound', () => {
    const rows = 5;
    const dimension = 48;
    const scan = createSimdDotScan(rows, dimension);
    expect(scan).toBeDefined();
    for (let index = 0; index < rows * dimension; index += 1) scan!.matrix[index] = ((index * 37) % 11) / 10 - 0.5;
    const query = Float64Array.from({ length: dimension }, (_, column) => Math.sin(column));
    const scores = scan!.scores(query);
    for (let row = 0; row < rows; row += 1) {
      let exact = 0;
      let magnitude = 0;
      for (let column = 0; column < dimension; column += 1) {
        exact += scan!.matrix[row * dimension + column]! * query[column]!;
        magnitude += Math.abs(scan!.matrix[row * dimension + column]! * query[column]!);
      }
      expect(Math.abs(scores[row]! - exact)).toBeLessThanOrEqual((dimension + 64) * 2 ** -24 * magnitude);
      expect(scores[row]).not.toBe(0);
    }
  });

  it('should decline dimensions that are not a multiple of 16 and empty matrices', () => {
    expect(createSimdDotScan(3, 20)).toBeUndefined();
    expect(createSimdDotScan(0, 32)).toBeUndefined();
  });
});
