/** Builds the fast-tier prompt for intent extraction. */
export function buildIntentPrompt(query: string): string {
  return [
    'Extract the intent of the user request as JSON {"verb","object","keywords"}.',
    'verb: the goal action as one English base verb (find, move, delete, send, show, ...); when the request chains actions, the last one.',
    'object: what it acts on, one English plural noun (messages, files, photos, events, ...).',
    'keywords: the other meaningful words, in English, lower case, without the verb and the object.',
    `Request: ${JSON.stringify(query)}`,
    'JSON:',
  ].join('\n');
}
