import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getTestLlama, writeTinyGguf } from '@metnos/testing';
import { LlamaGrammarEvaluationState, type LlamaModel, type Token } from 'node-llama-cpp';

interface SamplerBindings {
  canBeNextTokenForGrammarEvaluationState(state: unknown, token: Token): boolean;
  acceptGrammarEvaluationStateToken(state: unknown, token: Token): void;
}

let modelPromise: Promise<LlamaModel> | undefined;

/** The tiny byte-vocabulary model (written once per test file into a temp dir): token `byte + 4` spells each byte. */
function loadByteModel(): Promise<LlamaModel> {
  modelPromise ??= (async () => {
    const directory = await mkdtemp(join(tmpdir(), 'tool-grammar-matcher-'));
    const { path } = await writeTinyGguf(join(directory, 'tiny.gguf'));
    return (await getTestLlama()).loadModel({ modelPath: path });
  })();
  return modelPromise;
}

/**
 * Decides with llama.cpp's own grammar engine whether a whole text is in a grammar's language: the text's UTF-8
 * bytes are fed one byte token at a time through the grammar sampler (each must be allowed, then accepted), and
 * the end-of-generation token must be allowed at the end. Uses node-llama-cpp's internal sampler binding (the
 * same calls LlamaContext makes), so acceptance is decided by llama.cpp, not by our code.
 */
export async function createLlamaGrammarMatcher(grammarText: string): Promise<{ accepts(text: string): boolean }> {
  const model = await loadByteModel();
  const llama = await getTestLlama();
  const grammar = await llama.createGrammar({ grammar: grammarText });
  const bindings = (llama as unknown as { _bindings: { AddonSampler: SamplerBindings } })._bindings.AddonSampler;
  const eos = model.tokens.eos as Token;
  return {
    accepts(text) {
      const state = (new LlamaGrammarEvaluationState({ model, grammar }) as unknown as { _state: unknown })._state;
      for (const byte of Buffer.from(text, 'utf8')) {
        const token = (byte + 4) as Token;
        if (!bindings.canBeNextTokenForGrammarEvaluationState(state, token)) return false;
        bindings.acceptGrammarEvaluationStateToken(state, token);
      }
      return bindings.canBeNextTokenForGrammarEvaluationState(state, eos);
    },
  };
}
