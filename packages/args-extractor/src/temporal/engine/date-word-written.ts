import { cueWords } from '../temporal-lexicon';
/** Capitalised words that are dates or date cues themselves, so a capitalised neighbour of a date is no name because of them. */
export const dateWordWritten = new RegExp(`^(?:${cueWords('date-word-written/today')})$`, 'u');
