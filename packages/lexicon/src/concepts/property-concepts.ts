/**
 * Words of tool property names (written in English by the tools' authors, whatever the request's language) that
 * say the property holds running text: a leading article belongs to its value ("saying the report is ready").
 */
export const runningTextPropertyWords: readonly string[] = ['body', 'message', 'text', 'content', 'note', 'notes', 'description', 'comment', 'caption', 'instruction'];

/** Words of a count property's name that say which end it bounds, not what it counts (`max_results` counts results). */
export const countModifierPropertyWords: readonly string[] = ['max', 'min', 'maximum', 'minimum', 'limit', 'count', 'number', 'num', 'total', 'top'];
