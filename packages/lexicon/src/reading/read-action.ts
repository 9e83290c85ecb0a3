import { readWords } from './read-words';

/**
 * The action verb of a request (it/en), canonical: the goal verb, i.e. the last of the coordinated request verbs
 * ("find the pdfs and delete them" is `delete`; "elenca i pdf" is `find`; "cancella i pdf" is `delete`), or
 * undefined when the request has no verb of the vocabulary ("what time is it?").
 */
export function readAction(text: string): string | undefined {
  return readWords(text).action;
}
