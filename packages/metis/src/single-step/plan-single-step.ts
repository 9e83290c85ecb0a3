import { extractArgs, findRecurrences, isSpanCovered, propertyLabels, spansOverlap, type ExtractArgsResult, type RequestFrame } from '@metnos/args-extractor';
import { classifyProperty, systemTimeZone } from '@metnos/args-extractor/internal';
import type { Intent, Language, ToolManifest } from '@metnos/core';
import { validateToolCall } from '@metnos/tool-grammar';
import { canonicalObject, canonicalVerb, parseToolName, qualifierVocabulary, readWords, verbVocabulary, wordsOfEveryLocale, type RequestWord } from '@metnos/lexicon';
import { isQuotedPath } from '@metnos/lexicon/internal';
import { fillSingleStepArgs } from './fill-single-step-args';
import { isReadOnlyTool } from './is-read-only-tool';
import type { SingleStepMiss, SingleStepResult } from './single-step-result';

/** Options of {@link planSingleStep}. */
export interface PlanSingleStepOptions {
  /** The tools the plan may use (the catalog's manifests). */
  pool: readonly ToolManifest[];
  /**
   * The turn's intent (e.g. from an LLM): it only fills a verb or object the request's own words do not give, and
   * only towards a read-only tool.
   */
  intent?: Intent;
  /** Request language for args-extractor (decimal separators, dates); both are tried when absent. */
  language?: Language;
  /** The turn's clock (default now) and IANA zone (default the machine's). */
  now?: Date;
  timeZone?: string;
  /**
   * Reads a tool's arguments from the request (default: `@metnos/args-extractor`'s `extractArgs` with `now`,
   * `timeZone`, `language`); inject one with memory or an LLM cache.
   */
  extract?: (query: string, tool: ToolManifest) => Promise<ExtractArgsResult>;
  /**
   * The turn's reading of the request (`readRequest`, computed once per turn): its words are used instead of reading
   * the request again, and its slots by role fill what the request's own words place (a file's `source` folder).
   * Ignored when it is the reading of another text.
   */
  frame?: RequestFrame;
  abortSignal?: AbortSignal;
}

// Words that add nothing a tool argument could hold: politeness, interjections, "let me" before a verb ("fammi
// leggere"), and the verb a date falls on ("che giorno cade il 2 giugno?").
const neutralWords = wordsOfEveryLocale((locale) => locale.planner.neutralWords);
// Words for "all of it" that a lookup drops without harm ("list everything in ~/Desktop"); a tool that changes
// something must name what it acts on.
const wholeWords = wordsOfEveryLocale((locale) => locale.planner.wholeWords);
// "move ~/a.pdf or ~/b.pdf": a choice left to the assistant is never made for a tool that changes something.
const disjunctions = wordsOfEveryLocale((locale) => locale.planner.disjunctions);
// Words that ask for what a thing holds ("the contents of", "cosa c'è scritto in", "cosa contiene"): said of one file
// to a lookup verb, they ask to read it; they add nothing to a tool that reads or fetches.
const contentWords = wordsOfEveryLocale((locale) => locale.planner.contentWords);

const miss = (value: SingleStepMiss): SingleStepResult => ({ ok: false, miss: value });

/**
 * The deterministic planner for single-step requests (issue 17): no LLM. The request is read through the Naming
 * Authority (`readWords`): its goal verb and object must name exactly one tool of the pool (`verb_object`, it/en
 * forms and synonyms folded; a lookup verb — find/get/list/show/check — may be served by the one read-only lookup
 * tool of the object; a verbless question such as "che ore sono?" by a lookup; "open"/"read" with no such tool by
 * the object's read-only `read_`, else `get_` tool; a tool with a provider qualifier only when the request names the
 * provider). Its arguments come from `extract` (args-extractor) and the planner's
 * readers ({@link fillSingleStepArgs}). The result is a one-step framework only when it is sure:
 * - one coordinated action (else `multi_step`; "open" beside "read"/"get" with no open tool is no extra step), not negated, and for a tool that is not read-only not asked about
 *   ("how do I delete…", "posso cancellare…?": `not_a_command`);
 * - exactly one tool fits (`no_tool` names the wanted `verb_object`, `ambiguous` the candidates);
 * - every required argument (and one of each `requiresOneOf` group) was read or has a default (else
 *   `missing_argument` names them);
 * - every word of the request is accounted for by the verb, the object, a function word or an argument (else
 *   `unread_words`: the plan would drop what the user said, e.g. a date a tool cannot filter by, or a recurrence
 *   such as "every day", which no single step holds);
 * - the arguments pass the tool's schema (`invalid_arguments`).
 * A tool that deletes, overwrites or sends is never reached by a substituted verb, an intent or a literal alone. A
 * file named to the request's own verb may reach the verb's one tool that takes files ("send the file notes.txt from
 * Documents to …" → a mail with it attached), and a file a tool sends away must come with its folder (a bare name is
 * `missing_argument`, never a guessed folder).
 */
export async function planSingleStep(query: string, options: PlanSingleStepOptions): Promise<SingleStepResult> {
  const { pool, intent, language, abortSignal } = options;
  const now = options.now ?? new Date();
  const timeZone = options.timeZone ?? systemTimeZone();
  abortSignal?.throwIfAborted();
  const frame = options.frame?.text === query ? options.frame : undefined;
  const reading = frame?.reading ?? readWords(query);
  const verb = reading.action;
  const object = reading.object;
  const tools = pool.flatMap((tool) => {
    const name = parseToolName(tool.name);
    return name.ok ? [{ tool, verb: name.verb, object: name.object, qualifier: name.qualifier, readOnly: isReadOnlyTool(tool) }] : [];
  });
  // "apri e leggi ~/todo.md", "open and read": "open" with no open tool of the object adds no step to reading it.
  const opensOnly = (action: string): boolean => action === 'open' && object !== undefined && !tools.some((tool) => tool.verb === 'open' && tool.object === object);
  const steps = reading.actions.filter((action) => !opensOnly(action) || !reading.actions.some((other) => other === 'read' || other === 'get'));
  if (steps.length > 1) return miss({ reason: 'multi_step', actions: reading.actions });
  const intentVerb = verb === undefined && intent !== undefined ? canonicalVerb(intent.verb) : undefined;
  const intentObject = object === undefined && intent !== undefined ? canonicalObject(intent.object) : undefined;
  if (verb === undefined && reading.unknownAction !== undefined) return miss({ reason: 'no_tool', ...(object === undefined ? {} : { object }) });
  if (verb === undefined && object === undefined && intentVerb === undefined && intentObject === undefined) return miss({ reason: 'no_action' });

  const kindOf = (candidate: string | undefined): string | undefined => (candidate === undefined ? undefined : verbVocabulary[candidate]?.kind);
  let candidates = tools.filter((tool) => verb !== undefined && object !== undefined && tool.verb === verb && tool.object === object);
  if (candidates.length === 0) {
    const lookupVerb = verb ?? intentVerb;
    const lookupObject = object ?? intentObject;
    if (lookupObject !== undefined && (lookupVerb === undefined || kindOf(lookupVerb) === 'lookup')) {
      candidates = tools.filter((tool) => tool.readOnly && tool.object === lookupObject && (tool.verb === lookupVerb || kindOf(tool.verb) === 'lookup'));
      const exact = candidates.filter((tool) => tool.verb === lookupVerb);
      if (exact.length > 0) candidates = exact;
    } else if (lookupObject === undefined && lookupVerb !== undefined && kindOf(lookupVerb) !== 'change') {
      candidates = tools.filter((tool) => tool.readOnly && tool.verb === lookupVerb);
    } else if (lookupVerb !== undefined && lookupObject !== undefined && (verb === undefined || object === undefined)) {
      candidates = tools.filter((tool) => tool.readOnly && tool.verb === lookupVerb && tool.object === lookupObject);
    }
  }
  // "send the file notes.txt …", "manda il file report.pdf …": files given to the request's own verb whose one tool
  // takes files as an argument (a mail's attachments). Only the verb as written reaches it, never a substitute.
  if (candidates.length === 0 && verb !== undefined && object === 'files') {
    candidates = tools.filter((tool) => tool.verb === verb && Object.entries(tool.tool.inputSchema.properties ?? {}).some(([name, schema]) => typeof schema === 'object' && classifyProperty(name, schema).role === 'paths'));
  }
  // "open" a thing with no open tool reads it; a verbless question about one file ("what's in ~/todo.txt?") too, and a
  // lookup of its contents ("show me the contents of ~/todo.txt").
  // One file is named by a literal (a file name, or a path or quoted path ending in an extension), with no object
  // noun or the noun "file" ("il contenuto del file ~/config.yaml").
  const fileLiteral = (word: RequestWord): boolean => word.literal === 'file' || ((word.literal === 'path' || isQuotedPath(word)) && /\.[A-Za-z][A-Za-z0-9]{0,4}["'»”’]?$/u.test(word.text));
  const namesOneFile = (reading.objectSource === 'literal' || (reading.objectSource === 'noun' && object === 'files')) && reading.words.some(fileLiteral);
  const asksContent = reading.words.some((word) => contentWords.has(word.text));
  const looksUp = verb !== undefined && kindOf(verb) === 'lookup';
  if (object !== undefined && ((candidates.length === 0 && verb === 'open') || (verb === undefined && namesOneFile) || (looksUp && asksContent && namesOneFile))) {
    const readers = tools.filter((tool) => tool.readOnly && tool.verb === 'read' && tool.object === object);
    if (readers.length > 0) candidates = readers;
  }
  // "open"/"read" a thing with neither an open nor a read tool fetches it ("read https://…": `get_urls`).
  if (object !== undefined && candidates.length === 0 && (verb === 'open' || verb === 'read')) {
    candidates = tools.filter((tool) => tool.readOnly && tool.verb === 'get' && tool.object === object);
  }
  candidates = candidates.filter((tool) => tool.qualifier === undefined || reading.qualifiers.includes(tool.qualifier) || qualifierVocabulary[tool.qualifier]?.kind !== 'provider');
  const qualified = candidates.filter((tool) => tool.qualifier !== undefined && reading.qualifiers.includes(tool.qualifier));
  if (qualified.length > 0) candidates = qualified;
  else if (candidates.some((tool) => tool.qualifier === undefined)) candidates = candidates.filter((tool) => tool.qualifier === undefined);
  if (candidates.length === 0) {
    const wantedVerb = verb ?? intentVerb;
    const wantedObject = object ?? intentObject;
    return miss({
      reason: 'no_tool',
      ...(wantedVerb === undefined ? {} : { verb: wantedVerb }),
      ...(wantedObject === undefined ? {} : { object: wantedObject }),
      ...(wantedVerb === undefined || wantedObject === undefined ? {} : { wanted: `${wantedVerb}_${wantedObject}` }),
    });
  }
  if (candidates.length > 1) return miss({ reason: 'ambiguous', tools: candidates.map((tool) => tool.tool.name).sort() });
  const chosen = candidates[0] as (typeof candidates)[number];
  if (reading.negated) return miss({ reason: 'not_a_command', verb: chosen.verb, why: 'negated' });
  if (!chosen.readOnly && reading.hypothetical) return miss({ reason: 'not_a_command', verb: chosen.verb, why: 'hypothetical' });

  const extract = options.extract ?? ((text: string, tool: ToolManifest) => extractArgs(text, { manifest: tool, now, timeZone, ...(language === undefined ? {} : { language }), ...(abortSignal === undefined ? {} : { abortSignal }) }));
  const extraction = await extract(query, chosen.tool);
  abortSignal?.throwIfAborted();
  const { args, sources, consumed } = fillSingleStepArgs({ query, tool: chosen.tool, object: chosen.object, reading, extraction, now, timeZone, ...(frame === undefined ? {} : { frame }) });

  const properties = chosen.tool.inputSchema.properties ?? {};
  const missing = (chosen.tool.inputSchema.required ?? []).filter((name) => !(name in args) && !hasDefault(properties[name]));
  for (const group of chosen.tool.requiresOneOf ?? []) if (!group.some((name) => name in args)) missing.push(group.join('|'));
  if (missing.length > 0) return miss({ reason: 'missing_argument', tool: chosen.tool.name, arguments: missing });
  // A file a step sends away must be named with its folder ("report.pdf da Scaricati", "~/Documents/notes.txt"):
  // a bare name would be looked for in a folder the user never said, so the folder is missing, never guessed.
  if (chosen.tool.effects?.includes('send') === true) {
    const unplaced = Object.entries(args).filter(([name, value]) => {
      const schema = properties[name];
      return typeof schema === 'object' && classifyProperty(name, schema).role === 'paths' && Array.isArray(value) && value.some((path) => typeof path !== 'string' || !path.includes('/'));
    });
    if (unplaced.length > 0) return miss({ reason: 'missing_argument', tool: chosen.tool.name, arguments: unplaced.map(([name]) => name) });
  }

  const labelWords = new Set(Object.keys(args).flatMap((name) => propertyLabels(name)).filter((label) => !label.includes(' ')));
  // A recurrence ("every day", "ogni lunedì") outside a payload is never read by a single-step argument: a one-off
  // plan would drop it.
  const recurrences = findRecurrences(query);
  const accounted = (word: RequestWord): boolean =>
    !(word.payload !== true && recurrences.some((span) => spansOverlap(span, word)))
    && !(disjunctions.has(word.text) && !chosen.readOnly && word.payload !== true && !isSpanCovered(word, consumed))
    && (labelWords.has(word.text)
      || word.role === 'function'
      || (word.role === 'object' && word.payload !== true && word.valueForm !== true)
      || (word.role === 'qualifier' && word.canonical === chosen.qualifier)
      || (word.role === 'verb' && word.payload !== true && reading.actions.includes(word.canonical as string))
      || neutralWords.has(word.text)
      || (wholeWords.has(word.text) && chosen.readOnly)
      || (contentWords.has(word.text) && (chosen.verb === 'read' || chosen.verb === 'get'))
      || isSpanCovered(word, consumed));
  const unread = reading.words.filter((word) => !accounted(word)).map((word) => word.raw);
  if (unread.length > 0) return miss({ reason: 'unread_words', tool: chosen.tool.name, words: unread });

  const validation = validateToolCall({ name: chosen.tool.name, arguments: args }, [chosen.tool]);
  if (!validation.ok) return miss({ reason: 'invalid_arguments', tool: chosen.tool.name, error: validation.error });
  return {
    ok: true,
    framework: { steps: [{ tool: chosen.tool.name, args }], fillers: {}, final_message: '' },
    tool: chosen.tool.name,
    args,
    sources,
  };
}

/** Whether a property schema declares a `default` (a boolean sub-schema declares none). */
function hasDefault(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && (schema as { default?: unknown }).default !== undefined;
}
