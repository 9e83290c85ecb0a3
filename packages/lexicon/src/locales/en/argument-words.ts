import { articles } from './grammar';

/** English words that introduce, join or end an argument's value in a request (`@metnos/args-extractor`). */
export const argumentWords = {
  /** Labels that introduce the value of an argument, by a word of the argument's name ("with subject Dinner"). */
  labels: {
    subject: ['subject', 'with subject', 'with the subject', 'titled', 'entitled'],
    body: ['body', 'saying', 'that says', 'with text', 'with the text', 'text'],
    query: ['for', 'about', 'regarding', 'containing', 'that contain', 'mentioning', 'with the word', 'with the words'],
    pattern: ['name', 'named', 'called', 'matching', 'whose name contains', 'with name'],
    name: ['named', 'called'],
    instruction: ['focusing on', 'focus on'],
    text: ['text'],
    max: ['at most', 'up to', 'no more than', 'latest', 'last', 'first'],
    results: ['results'],
    sentences: ['sentence', 'sentences'],
    bytes: ['bytes', 'byte'],
    description: ['description'],
    attachments: ['attach', 'attaching', 'attached', 'attachment', 'with attachment'],
  },
  /** Words a read value does not end with: prepositions, articles and conjunctions that introduce what comes next. */
  trailingFunctionWords: ['in', 'into', 'to', 'from', 'on', 'at', 'by', 'of', 'for', 'with', ...articles, 'and', 'or'],
  /** Copulas after a label ("subject is …"). */
  copulas: ['is'],
  /** Words that open a new clause after a comma ("…, and then …"). */
  clauseOpeners: ['and', 'then'],
  /** Words that join a value to the next label ("… and body …", "… with subject …"). */
  joiners: ['and', 'with'],
};
