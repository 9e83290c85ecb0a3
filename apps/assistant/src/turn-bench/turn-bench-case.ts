import type { AporiaCategory, Language, TurnLayer } from '@metnos/core';
import type { TurnChannel } from '../turn/assistant';
import type { ArgMatcher } from './arg-matcher';
import type { BenchWorld } from './bench-world';

/** The bench's categories: mail, files, web, location, time, multi-turn dialogues, scheduling, contacts. */
export type TurnBenchCategory = 'mail' | 'files' | 'web' | 'location' | 'time' | 'scheduling' | 'contacts';

/** A step a right answer runs: the tool and the arguments that must hold (others are free). */
export interface ExpectedStep {
  tool: string;
  /** Argument name → check; a name `a|b` is satisfied by either argument. */
  args?: Readonly<Record<string, ArgMatcher>>;
}

/** What a right answer to one request is. */
export interface TurnExpectation {
  /** The layers that may answer it (`aporia` for an honest dead-end). */
  layers: readonly TurnLayer[];
  /** The executed steps, in order (after consent, for a request that needs it). */
  steps?: readonly ExpectedStep[];
  /** The request sends, moves or deletes: it must ask consent; the bench confirms and judges the confirmed turn. */
  consent?: boolean;
  /** An honest dead-end: Aporia's category and subject. */
  aporia?: { category: AporiaCategory; subject: string };
  /** What the answer must have done to the world (files moved, mail sent...), checked after the turn. */
  effect?: { text: string; test(world: BenchWorld): boolean };
  /** Words the reply must contain (case-insensitive). */
  replyMentions?: readonly string[];
}

/**
 * What a good model answers for the request, written by hand for it (scripted mode): the intent JSON of the fast
 * tier, the whole plan of the wise tier, a re-plan when Pronoia asks again, a filler's value and the text of a
 * description. A request the layers before the planner answer never reads `plan`.
 */
export interface TurnScript {
  intent: { verb: string; object: string; keywords: readonly string[] };
  plan?: { steps: ReadonlyArray<{ tool: string; args: Record<string, unknown> }>; fillers?: Record<string, { prompt: string; default: string; tier: 'fast' }>; final_message: string };
  replan?: TurnScript['plan'];
  /** Values of fillers, by a word of their question (`trash` → `Trash`). */
  fillers?: Readonly<Record<string, string>>;
  /** The text describe_entries' fast-tier call returns. */
  describe?: string;
}

/** One request of the turn bench, as a person asks it, with its right answer and a good model's script. */
export interface TurnBenchCase {
  /** Short id (`mail-spam-trash`); dialogue turns share a `dialogue`. */
  id: string;
  category: TurnBenchCategory;
  language: Language;
  /** The request (a function when it names the world, e.g. a local web page's address). */
  query: string | ((world: BenchWorld) => string);
  /** Requests of one dialogue run in order and may depend on the earlier ones (undo, follow-ups). */
  dialogue?: string;
  /** The channel the request comes from (a location shared in Telegram). */
  channel?: TurnChannel;
  /** The right answer (a function of the bench clock when it names a date: "domani" is another day on a later pass). */
  expect: TurnExpectation | ((world: Pick<BenchWorld, 'now'>) => TurnExpectation);
  script: TurnScript | ((world: BenchWorld) => TurnScript);
  /**
   * A known gap of the assistant (what happens instead and why), when the right answer is still the one above:
   * the bench reports the case as wrong and its test requires it to stay a known gap until someone closes it.
   */
  knownGap?: string;
}

/** A case's right answer on the bench clock of `world`. */
export function expectationOf(benchCase: Pick<TurnBenchCase, 'expect'>, world: Pick<BenchWorld, 'now'>): TurnExpectation {
  return typeof benchCase.expect === 'function' ? benchCase.expect(world) : benchCase.expect;
}
