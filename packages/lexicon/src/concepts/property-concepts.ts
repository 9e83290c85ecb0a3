/**
 * Words of tool property names (written in English by the tools' authors, whatever the request's language) that
 * say the property holds running text: a leading article belongs to its value ("saying the report is ready").
 */
export const runningTextPropertyWords: readonly string[] = ['body', 'message', 'text', 'content', 'note', 'notes', 'description', 'comment', 'caption', 'instruction'];
