import { getTestLlama } from '@metnos/testing';
import { bench, describe } from 'vitest';
import { syntheticPool } from '../__fixtures__/synthetic-pool';
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
