/** English words of polarity: switching on or off, up or down (`@metnos/fast-path` `polaritySignature`). */
export const polarity = {
  on: ['enable', 'enabled', 'activate', 'start', 'open', 'unlock', 'resume', 'unmute', 'show'],
  off: ['off', 'disable', 'disabled', 'deactivate', 'stop', 'close', 'lock', 'pause', 'mute', 'hide'],
  /** Verbs after which "on" switches something on ("turn the light on"). */
  switchVerbs: ['turn', 'switch', 'power', 'turned', 'switched'],
  up: ['up', 'increase', 'raise', 'louder', 'higher'],
  down: ['down', 'decrease', 'lower', 'quieter'],
  /** Negative words besides the negators of `request-markers.ts` ("no"). */
  negativeWords: ['no'],
  /** Negated contractions written whole ("don't"). */
  negatedContractions: ["don't", "doesn't", "isn't", "aren't", "won't", "can't"],
};
