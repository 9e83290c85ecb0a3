/** Text before a point that starts a sentence there (nothing, or a sentence mark, a quote or a bracket, then spaces). */
export const sentenceStart = /(?:^|[.!?:;]|["«“(\n])\s*$/u;
