import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

/**
 * A holiday followed by a capitalised name ("Natale Rossi", "Easter Island"), after a capitalised word and "di"/"of" in
 * mid-sentence ("Vacanze di Natale") or after a capitalised first name in mid-sentence ("manda il file a Rocío Navidad")
 * is a name.
 */
export const holidayInName: TemporalFilter = {
  kind: 'filter',
  name: 'holiday-in-name',
  locales: ['it', 'en', 'es'],
  rejects: (atom, surroundings) => {
    const { allCaps, writtenAfter, before, midSentence } = surroundings;
    if (atom.kind !== 'day' || atom.day?.type !== 'holiday' || allCaps || atom.declared === true) return false;
    // A capitalised word, not an acronym ("Memorial Day BBQ" is the day's barbecue).
    const nextWord = /^\s+(\p{Lu}(?:\p{Ll}[\p{L}']*)?)(?![\p{Lu}])/u.exec(writtenAfter)?.[1];
    if (nextWord !== undefined && !new RegExp(`^(?:(?:${cueWords('holiday-in-name/i')})(?:'\\p{L}+)?|${cueWords('holiday-in-name/eve')})$`, 'u').test(nextWord)) return true;
    if (new RegExp(`[^.!?:;\\s]\\s+\\p{Lu}[\\p{L}']*\\s+(?:${cueWords('holiday-in-name/di')})\\s+$`, 'u').test(before) && midSentence) return true;
    // After a capitalised first name in mid-sentence, a surname ("il preside Mario Natale", "a Rocío Navidad"), not after a
    // greeting ("Buon Natale", "Feliz Navidad", "Merry Christmas").
    const previous = /[^.!?:;\s]\s+(\p{Lu}\p{Ll}+)\s+$/u.exec(before)?.[1];
    // A capitalised article opens a title instead (`capitalised-article-title`).
    const word = previous?.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase() ?? '';
    // At the start of a sentence, a first name and the holiday as the subject of a verb: "Pasqualina Natale è la nuova
    // vicepreside" (not "Buon Natale è arrivato": a greeting).
    const opening = /^\s*(\p{Lu}\p{Ll}+)\s+$/u.exec(before)?.[1];
    const openingWord = opening?.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase() ?? '';
    if (opening !== undefined && /^\p{Lu}/u.test(surroundings.written) && !new RegExp(`^(?:${cueWords('holiday-in-name/buon')}|${cueWords('holiday-in-name/that')}|${cueWords('capitalised-article-title/un')})$`, 'iu').test(openingWord)
      && new RegExp(`^\\s+(?:${cueWords('holiday-in-name/is')})(?![\\p{L}])`, 'u').test(writtenAfter)) return true;
    return previous !== undefined && midSentence && /^\p{Lu}/u.test(surroundings.written) && !new RegExp(`^(?:${cueWords('holiday-in-name/buon')})$`, 'u').test(word) && !new RegExp(`^(?:${cueWords('capitalised-article-title/un')})$`, 'u').test(previous);
  },
  examples: {
    reject: [
      'Natale Rossi',
      'Easter Island',
      'chiedi al professor Mario Natale.',
      'inviale a Elena Pascua.',
      'Pasqualina Natale è la nuova vicepreside.',
    ],
    // A name before a holiday that opens with its own lowercase word ("Paolo next Easter") leaves it a date.
    accept: [['the Labor Day BBQ at the lake', '2026-09-07'], ['ti auguro un Buon Natale', '2026-12-25'], ['we wish you a Merry Christmas', '2026-12-25'], ["I'll see Paolo next Easter", '2027-03-28'], ['Buon Natale è il messaggio più bello', '2026-12-25'], ['Quel Natale è stato speciale', '2025-12-25'], ['El Lunes de Pascua es festivo en Valencia.', '2027-03-29']],
  },
};
