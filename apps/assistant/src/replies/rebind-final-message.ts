import { basename } from 'node:path';
import type { FrameworkStep, Language } from '@metnos/core';
import { parseTemporalExpressions } from '@metnos/args-extractor/internal';
import { detectLanguage } from '@metnos/lexicon';

/** The plan's values on both sides: the arguments of the plan that taught the message, and of the plan that runs now. */
export interface RebindValues {
  taught: ReadonlyArray<FrameworkStep['args']>;
  current: ReadonlyArray<FrameworkStep['args']>;
  /** The language of the request being answered. */
  language: Language;
}

const isoDate = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/u;
const placeholder = /\$\{[^}]*\}/gu;

/**
 * A planned `final_message` re-bound to the values of the request being answered, so that a memory layer (L1, L2,
 * a skill) replies the way the planner's plan would have: every value of the taught plan's arguments written in
 * the message (a folder, a name, a recipient, an extension, a number; a path also by its last part) becomes the
 * current plan's value in the same place (as written; in other capitals, "PDF" for `pdf`, only where it is not
 * written as taught), while `${stepN.field}` references are
 * left for Nous to fill with this run's results. `undefined` (the caller words the results itself) when the
 * message is empty, is written in another language than the request, or words a changed date or time
 * ("tomorrow at 9") that cannot be re-bound safely.
 */
export function rebindFinalMessage(message: string, { taught, current, language }: RebindValues): string | undefined {
  if (message.trim() === '') return undefined;
  const prose = message.replace(placeholder, ' ');
  if (messageLanguage(prose, language) !== language) return undefined;
  const changed = changedValues(taught, current);
  // Each piece of prose between references is re-bound on its own: a reference is never rewritten.
  const pieces = message.split(/(\$\{[^}]*\})/u);
  for (const [before, after] of changed) {
    if (typeof before === 'string' && isoDate.test(before)) {
      if (pieces.some((piece, index) => index % 2 === 0 && piece.includes(before))) {
        for (let index = 0; index < pieces.length; index += 2) pieces[index] = (pieces[index] ?? '').split(before).join(String(after));
        continue;
      }
      // A date or time worded in the message ("tomorrow at 9") belongs to the request that taught it.
      if (parseTemporalExpressions(prose, { language }).mentions.length > 0) return undefined;
      continue;
    }
    for (const [form, replacement] of forms(before, after)) {
      // Written as taught where it is; in other capitals ("PDF" for `pdf`) only where it is not.
      const word = `(?<![\\p{L}\\p{N}_])${escapeRegExp(form)}(?![\\p{L}\\p{N}_])`;
      const exact = new RegExp(word, 'gu');
      const prosePieces = pieces.filter((_, index) => index % 2 === 0);
      const pattern = prosePieces.some((piece) => new RegExp(word, 'u').test(piece)) ? exact : new RegExp(word, 'giu');
      for (let index = 0; index < pieces.length; index += 2) pieces[index] = (pieces[index] ?? '').replace(pattern, (found) => matchCase(found, replacement));
    }
  }
  return pieces.join('');
}

/** The languages of the kept messages seen lately, by the request's language and the message's prose. */
const messageLanguages = new Map<string, Language>();
/** Messages whose language is kept: a store's reply templates and skills, with room to spare. */
const maxKeptLanguages = 1_024;

/**
 * The language a kept message is written in (ties go to `language`, the request's): detected once per message and
 * request language, not on every turn that replays it (the request's own language is the turn's, read once).
 */
function messageLanguage(prose: string, language: Language): Language {
  const key = `${language}\u0000${prose}`;
  let detected = messageLanguages.get(key);
  if (detected === undefined) {
    detected = detectLanguage(prose, { fallback: language });
    if (messageLanguages.size >= maxKeptLanguages) messageLanguages.clear();
    messageLanguages.set(key, detected);
  }
  return detected;
}

type Scalar = string | number;

/** The scalar leaves (by path) whose value differs between the taught and the current arguments. */
function changedValues(taught: RebindValues['taught'], current: RebindValues['current']): Array<[Scalar, Scalar]> {
  const pairs: Array<[Scalar, Scalar]> = [];
  const walk = (before: unknown, after: unknown): void => {
    if ((typeof before === 'string' || typeof before === 'number') && (typeof after === 'string' || typeof after === 'number')) {
      if (before !== after && String(before).trim() !== '' && !String(before).includes('${')) pairs.push([before, after]);
      return;
    }
    if (Array.isArray(before) && Array.isArray(after)) {
      before.forEach((item, index) => walk(item, after[index]));
      return;
    }
    if (before !== null && after !== null && typeof before === 'object' && typeof after === 'object') {
      for (const key of Object.keys(before)) walk((before as Record<string, unknown>)[key], (after as Record<string, unknown>)[key]);
    }
  };
  taught.forEach((args, index) => walk(args, current[index]));
  // Longer values first, so "~/Documents/Work" is re-bound before "Work".
  return pairs.sort(([left], [right]) => String(right).length - String(left).length);
}

/** The ways a value is written in a message, each with what replaces it: the value, and a path's last part. */
function forms(before: Scalar, after: Scalar): Array<[string, string]> {
  const written: Array<[string, string]> = [[String(before), String(after)]];
  if (typeof before === 'string' && typeof after === 'string' && /[/\\]/u.test(before)) {
    const name = basename(before.replace(/[/\\]+$/u, ''));
    if (name !== '' && name !== before) written.push([name, basename(after.replace(/[/\\]+$/u, ''))]);
  }
  return written;
}

/** `replacement` written the way `found` was: all capitals, or a capital first letter. */
function matchCase(found: string, replacement: string): string {
  if (found.length > 1 && found === found.toUpperCase() && found !== found.toLowerCase()) return replacement.toUpperCase();
  const first = found.charAt(0);
  if (first !== first.toLowerCase() && replacement.charAt(0) === replacement.charAt(0).toLowerCase()) return replacement.charAt(0).toUpperCase() + replacement.slice(1);
  return replacement;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}
