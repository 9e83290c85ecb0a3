#!/usr/bin/env node
// Fails when a source file outside packages/lexicon holds a natural-language word list (issue 21: every word Metnos
// reads requests with lives in @metnos/lexicon, per locale). Run as part of `pnpm lint`; exits 1 and lists each list.
//
// What counts as a word list, read with TypeScript's parser:
// - an array literal (nested arrays and objects included: tuples, `new Set([...])`, `new Map([...])`) whose string
//   leaves hold at least `minimumWords` words, most of its strings being words;
// - a regular expression, or a string or template, with an alternation of at least `minimumWords` words
//   (`(?:from|da|dal)`);
// where a word is letters (apostrophes, spaces and hyphens inside) that reads as natural language: it has a space or a
// letter outside ASCII, or it is a word the lexicon's locale files already hold (English function words, every word of
// the other locales; see `lexiconWords`). Code identifiers (camelCase, CONSTANTS, snake_case, JSON Schema keywords) are
// not words.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** A list or alternation with fewer words than this is not reported ("am|pm" is not a list). */
export const minimumWords = 3;

/** Paths (relative to the root, `/`-separated) never read: the lexicon itself, tests' sentences and evaluation sets. */
const excludedPaths = [
  /^packages\/lexicon\//u,
  /\.(test|bench|test-d)\.ts$/u,
  /\/__(fixtures|test-helpers|tests)__\//u,
  /^packages\/testing\//u, // test doubles (a spam filter's words in a scripted maildir executor)
  /^packages\/args-extractor\/src\/evaluation\//u,
  /^apps\/assistant\/src\/single-step-eval\/single-step-(second-|third-)?cases\.ts$/u,
  /^apps\/assistant\/src\/turn-bench\/(turn-bench-cases|.*-cases)\.ts$/u,
  /^apps\/assistant\/src\/turn-bench\/bench-[^/]+\.ts$/u, // benchmark workloads: the requests a benchmark sends
  /^apps\/assistant\/src\/replay-eval\//u, // the blind replay evaluation: probe sentences, its world and its table
];

/**
 * Files that build their regular expressions from lexicon words only (`cueWords`, `wordAlternation`): here every
 * letter written in a pattern (a regex literal, or the source given to `new RegExp`) is a word typed into it, reported
 * even alone ("(?:this|quest[ao])\\s+" reports "this" and "quest").
 */
export const patternOnlyPaths = [
  /^packages\/args-extractor\/src\/temporal\//u,
  /^packages\/args-extractor\/src\/rules\/find-(relative-days|calendar-dates|time-windows|recurrences|time-zones)\.ts$/u,
];

/**
 * Lists of strings that look like words but are not read from requests (enum values of the code, table headers, JSON
 * Schema keywords), each as `<file> <its first three words>` with why. Naming a list so exempts only that list.
 */
export const notWords = new Map([
  ['apps/assistant/src/server/render-admin-page.ts *', 'column headers of the admin page'],
  ['apps/assistant/src/stats/render-learning-dashboard.ts *', 'chart ids and series of the admin dashboard'],
  ['apps/assistant/src/stats/format-learning-stats.ts *', 'column headers of `metnos stats`'],
  ['apps/assistant/src/replies/render-generic-reply.ts name,title,subject', 'field names of a tool result'],
  ['apps/assistant/src/turn-bench/render-turn-bench-table.ts *', 'column headers of a benchmark table'],
  ['apps/assistant/src/turn-bench/render-turn-bench-summary.ts *', 'row labels of a benchmark summary'],
  ['apps/assistant/src/calibrate/format-calibration-report.ts *', 'column headers of a calibration report'],
  ['apps/assistant/src/single-step-eval/render-single-step-table.ts *', 'column headers of the single-step table'],
  ['apps/assistant/src/server/chat-page.ts *', 'an HTML page'],
  ['apps/assistant/src/cli/redact-config-value.ts *', 'names of secret configuration keys'],
  ['packages/tool-grammar/src/gbnf/gbnf-primitives.ts *', 'GBNF rule names and JSON types'],
  ['packages/core/src/config/coerce-config-value.ts *', 'configuration spellings of booleans (true/yes/on)'],
  ['packages/aporia/src/render-aporia-message.ts *', 'an LLM server error message matched to classify it'],
  ['apps/assistant/src/turn-bench/create-bench-world.ts Documents,Downloads,Desktop', 'folders of the benchmark home'],
  ['apps/assistant/src/cli/run-chat.ts up,down,retry', 'feedback values'],
  ['apps/assistant/src/server/start-server.ts up,down,retry', 'feedback values'],
  ['apps/assistant/src/cli/telegram/create-telegram-bot.ts up,down,retry', 'feedback values'],
  ['packages/praxis-store/src/create-observation-store.ts up,down,retry', 'feedback values'],
  ['packages/praxis-store/src/create-observation-store.ts ok,error,aporia', 'outcome values'],
  ['apps/assistant/src/catalog/parse-executor-manifest.ts read,write,overwrite', 'effect names'],
  ['apps/assistant/src/mcp-client/map-mcp-annotations-to-effects.ts write,overwrite,delete', 'effect names'],
  ['apps/assistant/src/single-step-eval/evaluate-single-step.ts overwrite,delete,send', 'effect names'],
  ['packages/nous/src/vaglio/consent-effects.ts send,delete,overwrite', 'effect names'],
  ['apps/assistant/src/single-step-eval/evaluate-single-step.ts move,delete,send', 'tool-name verbs of the catalog'],
  ['packages/nous/src/default-placeholder-values.ts com,org,net', 'top-level domains'],
  ['packages/nous/src/default-placeholder-values.ts https,www,example', 'a URL pattern'],
  ['packages/tool-grammar/src/validate/accepts-empty-object.ts date,time,date-time', 'JSON Schema formats'],
  ['packages/tool-grammar/src/validate/is-surely-well-formed.ts unsure,unsure,ref', 'draft-7 meta-schema keywords and the shapes of their values'],
  ['packages/tool-grammar/src/tool/compile-framework-grammar.ts from,step,at', 'placeholder syntax of plans'],
  ['packages/metis/src/single-step/property-role.ts date,date-time,time', 'JSON Schema formats'],
  ['packages/args-extractor/src/rules/find-urls.ts https,www', 'URL schemes'],
  ['packages/args-extractor/src/rules/find-extensions.ts tar,gz,xz', 'extensions of compressed archives'],
  ['packages/args-extractor/src/frame/read-request.ts date,datetime,time', 'value kinds'],
  ['packages/args-extractor/src/frame/bind-frame.ts url,recipient,sender', 'slot roles'],
  ['packages/args-extractor/src/frame/bind-frame.ts url,path,source', 'slot roles'],
  ['packages/args-extractor/src/frame/bind-frame.ts text,subject,body', 'slot roles'],
  ['packages/args-extractor/src/frame/bind-frame.ts date,datetime,time', 'slot roles'],
  ['packages/args-extractor/src/frame/fill-frame-binding.ts sender,recipient,copy', 'slot roles'],
  ['packages/args-extractor/src/frame/fill-frame-binding.ts datetime,date,time', 'slot roles'],
  ['packages/metis/src/single-step/fill-single-step-args.ts date,datetime,time', 'value kinds'],
  ['packages/args-extractor/src/schema/classify-property.ts url,email,path', 'value kinds'],
  ['packages/args-extractor/src/schema/map-values-to-schema.ts url,email,path', 'value kinds'],
  ['packages/args-extractor/src/schema/map-values-to-schema.ts millisecond,second,minute', 'keys of the lexicon\'s duration units'],
  ['packages/args-extractor/src/schema/map-values-to-schema.ts day,week,month', 'time grains of a window'],
  ['packages/args-extractor/src/schema/read-labelled-value.ts email,url,path', 'literal kinds of the tokenizer'],
  ['packages/metis/src/single-step/fill-single-step-args.ts body,message,content', 'property names of the catalog'],
  ['packages/metis/src/single-step/fill-single-step-args.ts destination,place,paths', 'slot roles'],
  ['apps/assistant/src/cascade/render-step-reply.ts name,subject,title', 'property names of results'],
  ['packages/args-extractor/src/temporal/engine/atom-builders.ts day,week,month', 'units of a duration'],
  ['packages/args-extractor/src/temporal/find-temporal-values.ts window,day,today', 'value kind, grain and relative key'],
  ['packages/args-extractor/src/temporal/find-temporal-values.ts window,day,yesterday', 'value kind, grain and relative key'],
  ['packages/args-extractor/src/temporal/holidays.ts christmas-eve,christmas,boxing-day', 'holiday ids (the names are in the lexicon)'],
  ['packages/args-extractor/src/temporal/resolve-temporal-node.ts year,month,week', 'units of a duration'],
  ['packages/args-extractor/src/temporal/resolve-temporal-node.ts second,minute,hour', 'units of a duration'],
  ['packages/args-extractor/src/temporal/resolve-temporal-node.ts spring,summer,autumn', 'season ids (the names are in the lexicon)'],
  ['apps/assistant/src/consent/describe-consent-step.ts path,name,subject', 'property names of arguments'],
  ['apps/assistant/src/consent/describe-domain.ts *', 'Unicode script names (UTS #39; "Han" is also a Spanish word)'],
  ['apps/assistant/src/executors/describe_entries/describe-entries.ts title,subject,name', 'property names of entries'],
]);

/**
 * TEMPORARY (issue 21): files whose word lists have not moved into the lexicon yet. The check reports nothing in
 * them; remove a line when its lists move, and never add one.
 */
export const pendingFiles = new Set([
]);

function sourceFiles(root) {
  const out = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir)) {
      if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(m?ts|tsx)$/u.test(entry) && !entry.endsWith('.d.ts')) out.push(path);
    }
  };
  for (const group of ['packages', 'apps']) {
    const dir = join(root, group);
    if (!existsSync(dir)) continue;
    for (const pkg of readdirSync(dir)) if (existsSync(join(dir, pkg, 'src'))) walk(join(dir, pkg, 'src'));
  }
  return out;
}

const parse = (file, text) => ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);

/**
 * English content words ("subject", "description") are also the names of properties and keywords in code, so only
 * English function words (these files) count as sure words; every word of the other locales does.
 */
const englishFunctionFiles = new Set(['function-words.ts', 'stop-words.ts', 'grammar.ts', 'request-markers.ts', 'courtesy.ts']);

/** The strings of the lexicon's locale files that surely are words (see `englishFunctionFiles`), lower-cased; its `locales` property names the locale folders (codes such as "en" are no words). */
export function lexiconWords(root) {
  const known = new Set();
  const dir = join(root, 'packages', 'lexicon', 'src', 'locales');
  if (!existsSync(dir)) return known;
  const walk = (current) => {
    for (const entry of readdirSync(current)) {
      const path = join(current, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (entry.endsWith('.ts') && !entry.endsWith('.test.ts')) {
        if (relative(dir, path).split(sep)[0] === 'en' && !englishFunctionFiles.has(entry)) continue;
        const visit = (node) => {
          if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) known.add(node.text.toLowerCase());
          ts.forEachChild(node, visit);
        };
        visit(parse(path, readFileSync(path, 'utf8')));
      }
    }
  };
  walk(dir);
  known.locales = new Set(readdirSync(dir).filter((entry) => statSync(join(dir, entry)).isDirectory()));
  return known;
}

const letters = /^[\p{L}][\p{L}'’ -]*[\p{L}'’]$|^\p{L}$/u;

/** Whether `text` is written like a word or phrase: letters, not a code identifier (camelCase, CONSTANT). */
function isWordLike(text) {
  const trimmed = text.trim();
  if (!letters.test(trimmed) || !/\p{L}{2}/u.test(trimmed)) return false;
  return !/[a-z][A-Z]/u.test(trimmed) && !/^[A-Z]{2,}$/u.test(trimmed);
}

/** Whether a word-like `text` is surely natural language: a phrase, a letter outside ASCII, or a lexicon word. */
const isNatural = (text, known) => /\s/u.test(text.trim()) || /[^\p{ASCII}]/u.test(text) || known.has(text.trim().toLowerCase());

/**
 * Lowercase words that are also names in code (JSON Schema types and keywords, value kinds, units): a list made of
 * them is no English word list by itself.
 */
const codeWords = new Set([
  'object', 'array', 'string', 'integer', 'number', 'boolean', 'null', 'true', 'false', 'undefined', 'function', 'symbol', 'bigint',
  'date', 'time', 'datetime', 'duration', 'email', 'uri', 'url', 'path', 'uuid', 'regex', 'json', 'text', 'html', 'markdown',
  'get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'info', 'warn', 'error', 'debug', 'trace', 'fatal', 'default',
  'utf', 'ascii', 'base', 'hex', 'binary', 'auto', 'none', 'all', 'any', 'user', 'assistant', 'system', 'tool', 'model',
  'title', 'description', 'examples', 'definitions', 'deprecated', 'schema', 'ref', 'root', 'pattern', 'format', 'name', 'key', 'value',
  'subject', 'body', 'query', 'verb', 'keywords', 'glob', 'extension', 'effects', 'output', 'flags', 'cur', 'new', 'tmp', 'img', 'table',
  'noscript', 'skip', 'intent', 'planner', 'pronoia', 'hashed', 'onnx', 'http', 'candidate', 'active', 'demoted', 'retired',
]);

/**
 * Whether `strings` read as English content words though no locale file names them ("truce", "offensive", "massacre"):
 * at least `minimumWords`, all plain lowercase words of three letters or more, most of them no code name (`codeWords`).
 */
function isEnglishWordList(strings) {
  if (strings.length < minimumWords || !strings.every((text) => /^[a-z]{3,}$/u.test(text))) return false;
  return strings.filter((text) => codeWords.has(text)).length * 2 < strings.length;
}

/** The words of `strings` when they make a word list (enough word-like strings, one of them surely a word), else []. */
function listWords(strings, known, { sure = false } = {}) {
  const words = strings.filter(isWordLike);
  // Locale codes (`locales: ['it', 'en', 'es']`) are no words, though "en" is a Spanish one.
  if (words.every((word) => known.locales?.has(word))) return [];
  return words.length >= minimumWords && (sure || isEnglishWordList(words) || words.some((word) => isNatural(word, known))) ? words : [];
}

/** The words of the alternatives of `source` (a regex or a string used as one). */
function alternationWords(source) {
  if (!source.includes('|')) return [];
  return source
    .split(/[|()[\]]/u)
    .map((part) => part.replace(/\\[sbwdSBWD][+*?]?|\\.|\?:|\?<?[=!]|[?^$/+*]|\{\d+(,\d*)?\}/gu, ' ').replace(/\s+/gu, ' ').trim())
    .filter((part) => part.length > 0);
}

/** The letters written in a regular expression's `source`: its runs of letters outside escapes, classes and group syntax. */
export function patternLetters(source) {
  return (
    source
      .replace(/\\[pPk]\{[^}]*\}|\\k<[^>]*>|\\u\{[^}]*\}|\\u[\dA-Fa-f]{4}|\\x[\dA-Fa-f]{2}|\\c[A-Za-z]|\\./gu, ' ')
      .replace(/\[(?:\\.|[^\]\\])*\]/gu, ' ')
      .replace(/\(\?(?:<[A-Za-z_]\w*>|<=|<!|[:=!])/gu, ' ')
      .match(/\p{L}+/gu) ?? []
  );
}

/** The source text of a pattern node (a regex literal, a string or a template, `${…}` read as a space), or undefined. */
function patternSource(node) {
  if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
    const text = node.getText();
    return text.slice(1, text.lastIndexOf('/'));
  }
  const raw = ts.isTaggedTemplateExpression(node.parent) && node.parent.tag.getText() === 'String.raw';
  if (ts.isStringLiteral(node)) return node.text;
  if (ts.isNoSubstitutionTemplateLiteral(node)) return raw ? node.rawText : node.text;
  if (ts.isTemplateExpression(node)) return [node.head, ...node.templateSpans.map((span) => span.literal)].map((part) => (raw ? part.rawText : part.text)).join(' ');
  return undefined;
}

/** The patterns of a file: regex literals and the first argument of each `new RegExp(…)` / `RegExp(…)`. */
function patternNodes(source) {
  const nodes = [];
  const visit = (node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) nodes.push(node);
    else if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && node.expression.getText() === 'RegExp' && node.arguments?.[0] !== undefined) {
      const first = node.arguments[0];
      nodes.push(ts.isTaggedTemplateExpression(first) ? first.template : first);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return nodes;
}

/** The words typed into the patterns of a pattern-only file (`patternOnlyPaths`): `{ line, kind, words }`. */
export function findPatternWords(file, text) {
  const source = parse(file, text);
  const found = [];
  for (const node of patternNodes(source)) {
    const sourceText = patternSource(node);
    if (sourceText === undefined) continue;
    const words = patternLetters(sourceText);
    if (words.length > 0) found.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, kind: 'typed into a pattern', words });
  }
  return found;
}

/** The word lists of one file: `{ line, kind, words }`. */
export function findWordLists(file, text, known) {
  const found = [];
  const source = parse(file, text);
  const lineOf = (node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const visit = (node) => {
    if (ts.isArrayLiteralExpression(node)) {
      const strings = [];
      const collect = (child) => {
        if (ts.isStringLiteral(child) || ts.isNoSubstitutionTemplateLiteral(child)) strings.push(child.text);
        // A call's arguments (`new RegExp(source, 'giu')`) are no items of the list.
        else if (!ts.isCallExpression(child) && !ts.isNewExpression(child)) ts.forEachChild(child, collect);
      };
      collect(node);
      const words = listWords(strings, known);
      if (words.length * 2 > strings.length) {
        found.push({ line: lineOf(node), kind: 'list', words });
        return;
      }
    }
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral || ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
      const regex = node.kind === ts.SyntaxKind.RegularExpressionLiteral;
      const text = node.getText();
      const words = listWords(alternationWords(regex ? text.slice(1, text.lastIndexOf('/')) : text), known, { sure: regex });
      if (words.length > 0) found.push({ line: lineOf(node), kind: 'alternation', words });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every word list outside the lexicon under `root`, as `path:line: …` strings. */
export function checkWordLists(root) {
  const known = lexiconWords(root);
  const problems = [];
  for (const path of sourceFiles(root)) {
    const file = relative(root, path).split(sep).join('/');
    if (excludedPaths.some((pattern) => pattern.test(file)) || notWords.has(`${file} *`) || pendingFiles.has(file)) continue;
    const text = readFileSync(path, 'utf8');
    const lists = findWordLists(file, text, known);
    if (patternOnlyPaths.some((pattern) => pattern.test(file))) lists.push(...findPatternWords(file, text).filter((found) => !lists.some((list) => list.line === found.line)));
    for (const { line, kind, words } of lists) {
      if (notWords.has(`${file} ${words.slice(0, 3).map((word) => word.trim()).join(',')}`)) continue;
      problems.push(`${file}:${line}: a word ${kind} (${words.slice(0, 5).join(', ')}${words.length > 5 ? ', …' : ''}) belongs in packages/lexicon`);
    }
  }
  return problems;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');
  const problems = checkWordLists(root);
  if (problems.length > 0) {
    console.error(`Word lists outside packages/lexicon (issue 21; move them to a locale file of @metnos/lexicon):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`word lists ok (${pendingFiles.size} files pending their move to the lexicon)`);
}
