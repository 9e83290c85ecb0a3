/** A sentence mark followed by a space or the end, or a line break: where a sentence ends. */
export const sentenceEnd = /[.!?;](?:\s|$)|\n/u;

const sentenceEnds = /[.!?;](?=\s|$)|\n/gu;

/** The sentence of `text` holding `start`..`end`: from the end of the sentence before it to its own end. */
export function sentenceAround(text: string, start: number, end: number): string {
  let from = 0;
  let to = text.length;
  for (const match of text.matchAll(sentenceEnds)) {
    if (match.index < start) from = match.index + match[0].length;
    else if (match.index >= end) {
      to = match.index;
      break;
    }
  }
  return text.slice(from, to);
}
