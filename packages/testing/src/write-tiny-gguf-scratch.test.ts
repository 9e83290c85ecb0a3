import { writeTinyGguf } from './write-tiny-gguf';
import { getLlama, LlamaLogLevel, LlamaCompletion } from 'node-llama-cpp';
import { it } from 'vitest';
it('x', async () => {
const info = await writeTinyGguf('/tmp/lc/tiny.gguf', { seed: 1 });
const llama = await getLlama({ gpu: false, build: 'never', logLevel: LlamaLogLevel.warn });
const model = await llama.loadModel({ modelPath: info.path });
console.log(model.tokenize('h {"a":1}\n'), JSON.stringify(model.detokenize(model.tokenize(' héllo ✓ '))));
const context = await model.createContext({ contextSize: 256 });
const completion = new LlamaCompletion({ contextSequence: context.getSequence() });
let t0 = performance.now();
console.log(JSON.stringify(await completion.generateCompletion('Hello', { maxTokens: 100 })), performance.now()-t0);
const g1 = await llama.createGrammar({ grammar: 'root ::= "{\\"a\\":\\"" ("yes" | "no" | "é✓") "\\"}"' });
for (let i = 0; i < 3; i++) {
  t0 = performance.now();
  const text = await completion.generateCompletion('Hi'+i, { grammar: g1, maxTokens: 50, temperature: 0.8, seed: i, onTextChunk: (c) => process.stdout.write('['+c+']') });
  console.log(JSON.stringify(text), performance.now() - t0);
}
const grammar = await llama.createGrammarForJsonSchema({ type: 'object', properties: { name: { type: 'string', maxLength: 10 }, n: { type: 'integer' }, ok: { enum: ['é✓', 'b'] } } } as const);
for (let i = 0; i < 3; i++) {
  t0 = performance.now();
  const text = await completion.generateCompletion('Hi'+i, { grammar, maxTokens: 100, temperature: 0.8, seed: i, onTextChunk: (c) => process.stdout.write('['+c+']') });
  console.log(JSON.stringify(text), performance.now() - t0);
}
}, 60000);
