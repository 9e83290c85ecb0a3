import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

/** The rest of the title (up to three words), a comma, and an appositive ending on a kind of work: ", the disaster film". */
const appositive = (): RegExp => new RegExp(
  `^(?:\\s+[\\p{L}'-]+){0,3}\\s*,\\s*(?:${cueWords('title-before-appositive/the')})\\s*(?:[\\p{L}'-]+\\s+){0,2}(?:${cueWords('title-before-appositive/film')})(?=\\s*(?:$|[,.;:!?()]|(?:${cueWords('title-before-appositive/with')})(?![\\p{L}])))`,
  'u',
);

/**
 * A date phrase that an appositive calls a film, a book or a song is that work's title, not a day: "have you seen
 * the day after tomorrow, the disaster film", "Tomorrow Never Dies, the Bond film", "Dopodomani, il film con Dennis
 * Quaid". The appositive ends on the kind of work (then a stop, or "with"/"di"): "tomorrow, the film starts at 8" is a day.
 */
export const titleBeforeAppositive: TemporalFilter = {
  kind: 'filter',
  name: 'title-before-appositive',
  locales: ['it', 'en'],
  rejects: (_atom, surroundings) => appositive().test(surroundings.after),
  examples: {
    accept: [['the day after tomorrow, the film club meets', '2026-05-21'], ['dopodomani, il film lo vediamo da te', '2026-05-21'], ['see you tomorrow at the cinema, the film starts at 8', '2026-05-20']],
    reject: ['we loved the day after tomorrow, the climate disaster movie', 'hai visto Dopodomani, il film con Dennis Quaid?', 'I love Tomorrow Never Dies, the Bond film.'],
  },
};
