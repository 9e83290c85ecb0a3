import { cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/**
 * Nights of a stay, as days, after "per"/"for"/"di" or a verb of staying or booking ("stay four nights", "book 2 nights",
 * "reserva tres noches"), or before a place to sleep ("due notti in albergo"): "una camera per tre notti", "for three
 * nights" ("le mille e una notte" stays a title, "milleuno notti" a number, "tre notti insonni" no stay).
 */
export const nightsOfStay: TemporalParser = {
  kind: 'parser',
  name: 'nights-of-stay',
  locales: ['it', 'en', 'es'],
  pattern: () => new RegExp(`${B}(?:(${cueWords('nights-of-stay/per')})\\s+)?(\\d{1,3}|${cueWords('nights-of-stay/a')})\\s+(${cueWords('nights-of-stay/notti')})${E}(?=(\\s+(?:[\\p{L}]+'?\\s*){0,2}?(?:${cueWords('nights-of-stay/hotel')})${E})?)`, 'gu'),
  build: (match, context) => {
    // A cue before (a preposition, a verb of staying or booking), a place to sleep after, or a named place after ("5
    // nights in Lisbon", "5 notti a Lisbona": capitalised) says the nights are a stay.
    const end = match.index + match[0].length;
    const writtenAfter = context.originalText.slice(context.original(0, end).length);
    const inPlace = new RegExp(`^\\s+(?:${cueWords('nights-of-stay/in')})\\s+\\p{Lu}`, 'u').test(writtenAfter);
    // The nights alone as the whole answer ("five nights", "tre notti.") are the stay asked about.
    const alone = context.original(0, match.index).trim() === '' && /^\s*[.!]?\s*$/u.test(writtenAfter);
    if (match[1] === undefined && match[4] === undefined && !inPlace && !alone) return undefined;
    const count = /^\d/u.test(match[2] ?? '') ? Number(match[2]) : 1;
    if (count < 1 || (count === 1) !== new RegExp(`^(?:${cueWords('nights-of-stay/notte')})$`, 'u').test(match[3] ?? '')) return undefined;
    return { kind: 'node', node: { type: 'duration', duration: { day: count } }, priority: 1, skip: match[0].indexOf(match[2] ?? '') };
  },
  examples: {
    accept: [
      ['stay four nights', 'P4D'],
      ['una camera per tre notti', 'P3D'],
      ['book two nights at the lake house', 'P2D'],
      ['sono due notti in albergo a Bari', 'P2D'],
      ['reservamos cinco noches en un hostal', 'P5D'],
      ['5 nights in Lisbon, 2 adults', 'P5D'],
      ['5 notti a Lisbona, 2 adulti', 'P5D'],
      ['three nights', 'P3D'],
      ['due notti.', 'P2D'],
      ['extend the hotel by one night', 'P1D'],
    ],
    reject: [['ho passato tre notti insonni', 'P3D'], ['the last two nights were cold', 'P2D'], ['two nights in a row', 'P2D'], ['two nights ago', 'P2D']],
  },
};
