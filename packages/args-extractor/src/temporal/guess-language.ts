const italian = /(?<![\p{L}])(?:il|lo|la|le|gli|di|del|della|dei|delle|che|per|con|alle|al|nel|nella|sono|ho|mi|ricordami|domani|oggi|ieri|settimana|giorni|prossimo|scorso|tra|fra|un|una|e|è|cosa|quando|foto|trova|mostra|cerca)(?![\p{L}])/gu;
const english = /(?<![\p{L}])(?:the|of|and|to|for|on|at|in|is|are|was|my|me|i|what|when|remind|tomorrow|today|yesterday|week|days|next|last|from|with|find|show|set|please)(?![\p{L}])/gu;

/** Guesses Italian or English from function words in normalised text; undefined when neither wins. */
export function guessLanguage(normalized: string): 'it' | 'en' | undefined {
  const it = [...normalized.matchAll(italian)].length;
  const en = [...normalized.matchAll(english)].length;
  return it > en ? 'it' : en > it ? 'en' : undefined;
}
