const whitespaceRun = /\s+/gu;

/**
 * `text` with each run of whitespace (what `\s` matches) made one space: where the cues of `requiredCues` are looked
 * for. A string found in some text is found, collapsed, in that text collapsed.
 */
export function collapseWhitespace(text: string): string {
  return text.replace(whitespaceRun, ' ');
}
