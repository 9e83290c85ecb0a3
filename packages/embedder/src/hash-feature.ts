/**
 * 32-bit hash of a feature string: FNV-1a over its UTF-16 code units, finished with murmur3's fmix32 so that
 * the low bits (the bucket) and the top bit (the sign) are well mixed. Pure and stable across versions: vectors
 * written by `hashed-ngram-v1-*` depend on it.
 */
export function hashFeature(feature: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < feature.length; index += 1) {
    hash ^= feature.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}
