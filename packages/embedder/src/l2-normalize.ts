/**
 * Scales `vector` in place to unit Euclidean length and returns it. A zero vector (a text with no features)
 * stays zero: there is no direction to keep, and its cosine with anything is 0.
 */
export function l2Normalize(vector: Float32Array): Float32Array {
  let sum = 0;
  for (const component of vector) sum += component * component;
  if (sum === 0) return vector;
  const scale = 1 / Math.sqrt(sum);
  for (let index = 0; index < vector.length; index += 1) vector[index]! *= scale;
  return vector;
}
