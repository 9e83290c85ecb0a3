import { getTestLlama } from '@metnos/testing';

/** Parses `grammar` with llama.cpp's own GBNF parser; rejects with llama.cpp's message when it is invalid. */
export async function assertLlamaAcceptsGrammar(grammar: string): Promise<void> {
  const llama = await getTestLlama();
  await llama.createGrammar({ grammar });
}
