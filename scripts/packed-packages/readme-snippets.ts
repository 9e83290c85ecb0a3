/** A fenced TypeScript/JavaScript block of a README. */
export interface ReadmeSnippet {
  /** 1-based position among the README's runnable blocks. */
  index: number;
  /** Line of the opening fence in the README (1-based). */
  line: number;
  code: string;
}

/** Every ```ts / ```js block of a README, in order (the blocks the pack test runs). */
export function extractSnippets(markdown: string): ReadmeSnippet[] {
  const snippets: ReadmeSnippet[] = [];
  const lines = markdown.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    if (!/^```(ts|typescript|js|javascript)\s*$/.test(lines[index] as string)) continue;
    const start = index;
    const body: string[] = [];
    for (index += 1; index < lines.length && !(lines[index] as string).startsWith('```'); index += 1) body.push(lines[index] as string);
    snippets.push({ index: snippets.length + 1, line: start + 1, code: `${body.join('\n')}\n` });
  }
  return snippets;
}

const isComment = (line: string) => /^\s*\/\//.test(line);
/** The code of a line without a trailing `// comment` (one preceded by a blank; good enough for README code). */
const withoutTrailingComment = (line: string) => line.replace(/\s+\/\/ .*$/, '').trimEnd();
const isBlank = (line: string) => line.trim() === '';

/**
 * The output a block documents: comment lines (`// text`) directly below a statement that calls `console.log`,
 * in order. The statement is the code that ends on the line above the comments (scanned upward to the previous
 * line that ends in `;`, `{` or `}`). A comment on the same line as code is an explanation, never checked.
 */
export function expectedOutput(code: string): string[] {
  const lines = code.split('\n');
  const expected: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    if (!isComment(lines[index] as string) || index === 0 || isComment(lines[index - 1] as string) || isBlank(lines[index - 1] as string)) continue;
    const last = withoutTrailingComment(lines[index - 1] as string);
    // a comment that opens a block (`} catch (error) {` above it) explains, it is no output
    if (last.endsWith('{') || last.endsWith('(')) continue;
    const statement: string[] = [last];
    for (let above = index - 2; above >= 0; above -= 1) {
      const line = withoutTrailingComment(lines[above] as string);
      if (isComment(line) || isBlank(line)) break;
      if (/[;}]$/.test(line)) break;
      statement.unshift(line);
      if (line.endsWith('{')) break;
    }
    if (!statement.some((line) => line.includes('console.log('))) continue;
    for (let below = index; below < lines.length && isComment(lines[below] as string); below += 1) {
      expected.push((lines[below] as string).replace(/^\s*\/\/ ?/, ''));
    }
  }
  return expected;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Checks that every expected line occurs in `stdout`, in order (whitespace runs compare as one space, so an
 * object Node prints over several lines matches its one-line form; `...` matches any text). Returns what is
 * missing, or `undefined` when all is there.
 */
export function findMissingOutput(expected: readonly string[], stdout: string): string | undefined {
  const text = collapse(stdout);
  let position = 0;
  for (const line of expected) {
    const pattern = new RegExp(collapse(line).split('...').map(escape).join('.*?'));
    const match = pattern.exec(text.slice(position));
    if (match === null) return `expected output line not found (after the previous one): ${line}`;
    position += match.index + match[0].length;
  }
  return undefined;
}

/** The `@metnos/*` packages a README's install commands install (`npm install @metnos/a @metnos/b`). */
export function installedPackages(markdown: string): Set<string> {
  const names = new Set<string>();
  for (const match of markdown.matchAll(/^(?:npm install|npm i|pnpm add|yarn add) (.+)$/gm)) {
    for (const word of (match[1] as string).split(/\s+/)) if (word.startsWith('@') || /^[a-z]/.test(word)) names.add(word);
  }
  return names;
}

/** The bare package names a block imports (`@metnos/core`, `node:fs` and relative imports excluded from none). */
export function importedPackages(code: string): Set<string> {
  const names = new Set<string>();
  for (const match of code.matchAll(/(?:from\s+|import\s*\(\s*|require\(\s*)['"]([^'"]+)['"]/g)) {
    const specifier = match[1] as string;
    if (specifier.startsWith('.') || specifier.startsWith('node:')) continue;
    const parts = specifier.split('/');
    names.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] as string));
  }
  return names;
}
