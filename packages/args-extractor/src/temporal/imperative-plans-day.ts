import { canonicalVerb, verbVocabulary } from '@metnos/lexicon';
import { cueWords } from './temporal-lexicon';

let opening: RegExp | undefined;
let errand: RegExp | undefined;
let owner: RegExp | undefined;
/** The last text `opensWithPlan` read (a request asks once per day it names). */
let last = { text: '', plans: false };

/**
 * Whether a request (normalised: lowercase, no accents) opens by ordering an action, after any courtesy ("please",
 * "can you", "per favore", "puedes"): a verb of the vocabulary that changes the world (`change`: send, book, schedule,
 * move, delete, "manda", "mandami", "envía", "reserva") or an errand of the lexicon outside the tool verbs ("pay",
 * "call", "paga", "chiama", "llama"). A verb that only looks things up or reads them ("find", "show", "look up",
 * "trova", "busca") orders nothing to be done on a day.
 */
function opensWithPlan(normalized: string): boolean {
  if (last.text === normalized) return last.plans;
  opening ??= new RegExp(`^[\\s\\p{P}]*(?:(?:${cueWords('imperative-plans-day/please')})[\\s\\p{P}]+)*`, 'u');
  errand ??= new RegExp(`^(?:${cueWords('imperative-plans-day/pay')})(?![\\p{L}])`, 'u');
  const rest = normalized.slice(opening.exec(normalized)?.[0].length ?? 0);
  const verb = /^\p{L}+(?![\p{L}'’-])/u.exec(rest)?.[0];
  const plans = errand.test(rest) || (verb !== undefined && verbVocabulary[canonicalVerb(verb) ?? '']?.kind === 'change');
  last = { text: normalized, plans };
  return plans;
}

/**
 * Whether the day a request names at `dayStart` (an offset in its normalised text) is the day an action it orders is
 * to be done: the request opens with an order (`opensWithPlan`: "send the invoice to Mark on May 28th", "paga la
 * bolletta il 28 maggio", "reserva mesa el viernes"), and the day is not the object's own, written after "of", "from",
 * "dated" ("send the invoice from May 3", "manda la fattura del 3 maggio", "envía la factura del 3 de mayo"). Such a
 * day is planned: its tense counts one more cue forward (`detectTense`), which outweighs a noun of what already exists
 * (invoice, report) but not a verb in the past ("send the photos I took on May 3").
 */
export function imperativePlansDay(normalized: string, dayStart: number): boolean {
  if (!opensWithPlan(normalized)) return false;
  owner ??= new RegExp(`(?:^|[^\\p{L}])(?:${cueWords('imperative-plans-day/of')})\\s*(?:(?:${cueWords('imperative-plans-day/the')})\\s*)?$`, 'u');
  return !owner.test(normalized.slice(0, dayStart));
}
