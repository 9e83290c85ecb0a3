import { describe, expect, it } from 'vitest';
import { expectedOutput, extractSnippets, findMissingOutput, importedPackages, installedPackages } from './packed-packages/readme-snippets';

const readme = [
  '# @metnos/x',
  '```sh',
  'npm install @metnos/x onnxruntime-node',
  '```',
  '```ts',
  "import { a } from '@metnos/x';",
  "import { readFileSync } from 'node:fs';",
  'console.log(a(1));',
  '// 2',
  'const b = a(2); // 3, not checked',
  'console.log(',
  '  a(3),',
  ');',
  '// 4',
  '// five',
  'for (const item of [1]) {',
  '  process.stdout.write(String(item));',
  '}',
  '// 1 (not a console.log output)',
  'try {',
  '  a(0);',
  '} catch (error) {',
  '  if (error) console.log(String(error));',
  '  // Error: zero',
  '}',
  '```',
  '```js',
  "const { a } = require('@metnos/x/sub');",
  '```',
].join('\n');

describe('extractSnippets', () => {
  it('should return every ts and js block with its fence line', () => {
    const snippets = extractSnippets(readme);
    expect(snippets.map(({ index, line }) => [index, line])).toEqual([[1, 5], [2, 27]]);
    expect(snippets[1]?.code).toBe("const { a } = require('@metnos/x/sub');\n");
  });
});

describe('expectedOutput', () => {
  it('should take the comment lines below console.log statements, including multi-line ones, and nothing else', () => {
    expect(expectedOutput(extractSnippets(readme)[0]!.code)).toEqual(['2', '4', 'five', 'Error: zero']);
  });
});

describe('findMissingOutput', () => {
  it('should accept the lines in order, with whitespace runs as one space and ... as any text', () => {
    expect(findMissingOutput(['{ a: 1, b: 2 }', 'x ... z'], 'noise\n{\n  a: 1,\n  b: 2\n}\nx y z\n')).toBeUndefined();
  });

  it('should name the first line that is missing or out of order', () => {
    expect(findMissingOutput(['second', 'first'], 'first\nsecond\n')).toBe('expected output line not found (after the previous one): first');
    expect(findMissingOutput(['Sono le 14:05.'], 'Sono le 14:06.')).toMatch(/Sono le 14:05/);
  });
});

describe('installedPackages', () => {
  it('should read the packages of install commands', () => {
    expect([...installedPackages(readme)]).toEqual(['@metnos/x', 'onnxruntime-node']);
  });
});

describe('importedPackages', () => {
  it('should list the bare packages a block imports, without node: built-ins', () => {
    expect([...importedPackages(extractSnippets(readme)[0]!.code)]).toEqual(['@metnos/x']);
    expect([...importedPackages(extractSnippets(readme)[1]!.code)]).toEqual(['@metnos/x']);
  });
});
