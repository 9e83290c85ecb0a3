/**
 * Text before a point that starts a sentence there (nothing, or a sentence mark, Spanish opening marks "¿" and "¡"
 * included, a quote or a bracket, then spaces).
 */
export const sentenceStart = /(?:^|[.!?:;¿¡]|["«“(\n])\s*$/u;
