import { getTestLlama } from '@metnos/testing';
import { bench, describe } from 'vitest';
import { freeStringPool } from '../__fixtures__/free-string-pool';
import { syntheticPool } from '../__fixtures__/synthetic-pool';
import { createLlamaGrammarMatcher } from '../__test-helpers__/llama-grammar-matcher';
import { jsonSchemaToGbnf } from '../schema/json-schema-to-gbnf';
import { compileFrameworkGrammar, compileFrameworkGrammarUncached } from './compile-framework-grammar';
import { compileToolGrammar, compileToolGrammarUncached } from './compile-tool-grammar';

const llama = await getTestLlama();
const sizes = [8, 50, 200] as const;
const pools = Object.fromEntries(sizes.map((size) => [size, syntheticPool(size)]));

for (const size of sizes) {
  const tool = compileToolGrammar(pools[size] ?? []);
  const plan = compileFrameworkGrammar(pools[size] ?? []);
  console.log(
    `${size} tools: tool grammar ${tool.rules} rules / ${tool.grammar.length} chars; plan grammar ${plan.rules} rules / ${plan.grammar.length} chars`,
  );
}

describe('compileToolGrammar', () => {
  for (const size of sizes) {
    bench(`generate tool grammar (cold), ${size} tools`, () => {
      compileToolGrammarUncached(pools[size] ?? []);
    });
  }
  for (const size of sizes) {
    bench(`generate tool grammar (cached pool), ${size} tools`, () => {
      compileToolGrammar(pools[size] ?? []);
    });
  }
});

describe('compileFrameworkGrammar', () => {
  for (const size of sizes) {
    bench(`generate plan grammar (cold), ${size} tools`, () => {
      compileFrameworkGrammarUncached(pools[size] ?? []);
    });
  }
  bench('generate plan grammar (cached pool), 8 tools', () => {
    compileFrameworkGrammar(pools[8] ?? []);
  });
});

const stringBounds = [64, 256, 1024] as const;
const metisBounds = { maxStringLength: 256, maxMessageLength: 400, maxFillerTextLength: 160, compactWhitespace: true };
for (const bound of stringBounds) {
  const plan = compileFrameworkGrammar(pools[8] ?? [], { maxStringLength: bound });
  console.log(`maxStringLength ${bound}: plan grammar, 8 tools, ${plan.rules} rules / ${plan.grammar.length} chars (llama.cpp expands char{0,${bound}} into ${bound} rules)`);
}

describe('compileFrameworkGrammar with bounds', () => {
  bench('generate plan grammar (cold), 8 tools, metis bounds (256/400/160, compact)', () => {
    compileFrameworkGrammarUncached(pools[8] ?? [], metisBounds);
  });
  bench('generate plan grammar (cold), 200 tools, metis bounds', () => {
    compileFrameworkGrammarUncached(pools[200] ?? [], metisBounds);
  });
});

describe('llama.createGrammar with bounds', () => {
  const free = compileFrameworkGrammar(freeStringPool).grammar;
  bench('llama.cpp parses the free-string plan grammar, unbounded', async () => {
    await llama.createGrammar({ grammar: free });
  });
  for (const bound of stringBounds) {
    const grammar = compileFrameworkGrammar(freeStringPool, { maxStringLength: bound }).grammar;
    bench(`llama.cpp parses the free-string plan grammar, maxStringLength ${bound}`, async () => {
      await llama.createGrammar({ grammar });
    });
  }
  const metis = compileFrameworkGrammar(freeStringPool, metisBounds).grammar;
  bench('llama.cpp parses the free-string plan grammar, metis bounds', async () => {
    await llama.createGrammar({ grammar: metis });
  });
  const metis8 = compileFrameworkGrammar(pools[8] ?? [], metisBounds).grammar;
  bench('llama.cpp parses the plan grammar, 8 tools, metis bounds', async () => {
    await llama.createGrammar({ grammar: metis8 });
  });
});

// Each decode starts a fresh grammar state (llama.cpp parses the grammar again then, as a sampler does once per
// generation), so the 60-character rows carry the parse cost and the 1000-character rows show the per-byte cost.
describe('llama.cpp grammar engine decodes a string byte by byte', async () => {
  const cases: Array<[number, number | undefined]> = [[60, undefined], [60, 64], [60, 256], [60, 1024], [1000, undefined], [1000, 1024]];
  for (const [length, bound] of cases) {
    const text = JSON.stringify('a'.repeat(length));
    const matcher = await createLlamaGrammarMatcher(jsonSchemaToGbnf({ type: 'string' }, { maxStringLength: bound }).grammar);
    bench(`${length} characters, ${bound === undefined ? 'char*' : `char{0,${bound}}`}`, () => {
      if (!matcher.accepts(text)) throw new Error('rejected');
    });
  }
});

describe('llama.createGrammar', () => {
  for (const size of sizes) {
    const grammar = compileToolGrammar(pools[size] ?? []).grammar;
    bench(`llama.cpp parses the tool grammar, ${size} tools`, async () => {
      await llama.createGrammar({ grammar });
    });
  }
  const planGrammar = compileFrameworkGrammar(pools[8] ?? []).grammar;
  bench('llama.cpp parses the plan grammar, 8 tools', async () => {
    await llama.createGrammar({ grammar: planGrammar });
  });
});
