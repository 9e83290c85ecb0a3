const verbs = ['find', 'show', 'open', 'list', 'archive', 'print', 'share', 'sort', 'count', 'back up'];
const objects = ['pdf files', 'photos', 'notes', 'invoices', 'contracts', 'songs', 'videos', 'drafts', 'slides', 'spreadsheets'];
const people = ['anna', 'luca', 'marta', 'paolo', 'giulia', 'marco', 'sara', 'pietro', 'elena', 'franco', 'chiara', 'davide', 'irene', 'nicola', 'laura', 'stefano', 'silvia', 'matteo', 'alessia', 'giorgio', 'rita', 'enzo', 'bruna', 'dario', 'vera'];
const topics = ['budget', 'garden', 'holiday', 'school', 'taxes', 'wedding', 'car', 'house', 'clinic', 'bank', 'gym', 'concert', 'project', 'lease', 'insurance', 'recipes', 'travel', 'office', 'family', 'dentist', 'mortgage', 'pension', 'salary', 'renovation', 'birthday', 'conference', 'course', 'thesis', 'contract', 'hotel', 'flight', 'train', 'museum', 'library', 'club', 'charity', 'market', 'farm', 'studio', 'shop'];

/** The `index`-th synthetic request of the benchmarks' learned stores: every index below 100,000 gives another text. */
export function benchSyntheticRequest(index: number): string {
  const verb = verbs[index % 10]!;
  const object = objects[Math.floor(index / 10) % 10]!;
  const person = people[Math.floor(index / 100) % 25]!;
  const topic = topics[Math.floor(index / 2500) % 40]!;
  return `${verb} the ${object} from ${person} about the ${topic}`;
}
