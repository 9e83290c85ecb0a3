import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { checkWordLists, findPatternWords, findWordLists } from './check-word-lists.mjs';

const repoRoot = join(new URL('.', import.meta.url).pathname, '..');
const cleanups: string[] = [];
afterEach(() => {
  for (const path of cleanups.splice(0)) rmSync(path, { recursive: true, force: true });
});

/** A workspace of `files` (path → text) with a one-word lexicon locale. */
function fakeWorkspace(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'metnos-words-'));
  cleanups.push(root);
  const all = { 'packages/lexicon/src/locales/en/grammar.ts': "export const words = ['the', 'a', 'an', 'not', 'please'];\n", ...files };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('checkWordLists', () => {
  it('should pass the real tree', () => {
    expect(checkWordLists(repoRoot)).toEqual([]);
  });

  it('should flag a planted word list, a word set and a regex alternation outside the lexicon', () => {
    const root = fakeWorkspace({
      'packages/metis/src/planted.ts': [
        "export const negators = ['not', 'non', 'never', 'mai'];",
        "export const fillers = new Set(['please', 'per favore', 'grazie']);",
        'export const from = /\\b(?:from|dalla|dal|da)\\b/u;',
      ].join('\n'),
    });
    const problems: string[] = checkWordLists(root);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^packages\/metis\/src\/planted\.ts:1: a word list \(not, non, never, mai\)/u);
    expect(problems[1]).toMatch(/^packages\/metis\/src\/planted\.ts:2: a word list/u);
    expect(problems[2]).toMatch(/^packages\/metis\/src\/planted\.ts:3: a word alternation \(from, dalla, dal, da\)/u);
  });

  it('should leave the lexicon, tests and code identifiers alone', () => {
    const root = fakeWorkspace({
      'packages/lexicon/src/locales/it/grammar.ts': "export const articles = ['il', 'lo', 'la', 'gli'];\n",
      'packages/metis/src/planted.test.ts': "const sentences = ['trova i pdf', 'find the pdfs', 'sposta tutto'];\n",
      'packages/metis/src/schema.ts': "export const types = ['object', 'array', 'string', 'integer'];\nexport const keys = ['maxItems', 'minItems', 'uniqueItems'];\n",
    });
    expect(checkWordLists(root)).toEqual([]);
  });

  it('should take a list for words only when one of them surely is a word', () => {
    const known = new Set(['the']);
    expect(findWordLists('a.ts', "const a = ['Alpha', 'Beta', 'Gamma'];", known)).toEqual([]);
    expect(findWordLists('a.ts', "const a = ['Alpha', 'Beta', 'the'];", known)).toHaveLength(1);
    expect(findWordLists('a.ts', "const a = ['Alpha', 'Beta', 'città'];", known)).toHaveLength(1);
  });

  it('should flag a list of English content words that no locale file names', () => {
    expect(findWordLists('a.ts', "const traps = ['truce', 'offensive', 'massacre'];", new Set())).toEqual([{ line: 1, kind: 'list', words: ['truce', 'offensive', 'massacre'] }]);
    expect(findWordLists('a.ts', "const traps = /(?:truce|offensive|massacre)/u;", new Set())).toHaveLength(1);
    expect(findWordLists('a.ts', "const types = ['object', 'array', 'string', 'integer'];", new Set())).toEqual([]);
  });

  it('should flag every word typed into a pattern of the temporal reader, even alone, and none built from the lexicon', () => {
    const root = fakeWorkspace({
      'packages/args-extractor/src/temporal/locales/en/parsers/planted.ts': [
        "const soon = new RegExp(`${B}(?:this|quest[ao])\\\\s+(\\\\d+)`, 'gu');",
        'const tomorrow = /^tomorrow$/u;',
        "const built = new RegExp(`${B}(?:${cueWords('weekday/every')})\\\\s+\\\\p{L}[\\\\d.]{2}`, 'gu');",
      ].join('\n'),
      'packages/metis/src/elsewhere.ts': 'const tomorrow = /^tomorrow$/u;\n',
    });
    expect(checkWordLists(root)).toEqual([
      'packages/args-extractor/src/temporal/locales/en/parsers/planted.ts:1: a word typed into a pattern (this, quest) belongs in packages/lexicon',
      'packages/args-extractor/src/temporal/locales/en/parsers/planted.ts:2: a word typed into a pattern (tomorrow) belongs in packages/lexicon',
    ]);
    expect(findPatternWords('a.ts', 'const p = RegExp(String.raw`(?<year>\\d{4})\\p{Lu}[a-z]`);')).toEqual([]);
  });
});
