import type { ExtractedValue } from '../extracted-value';

const urlPattern = /\b(?:https?:\/\/|www\.)[^\s<>"'`]+/giu;
const trailing = /[.,;:!?)\]}'"»]+$/u;

/**
 * Finds absolute URLs (`http://`, `https://`) and `www.` addresses (returned with `https://` prepended).
 * Trailing sentence punctuation is not part of the URL; a closing parenthesis is kept when the URL opened one.
 */
export function findUrls(text: string): ExtractedValue[] {
  const found: ExtractedValue[] = [];
  // Every URL has "://" or "www.": text with neither a colon nor a dot skips the pattern.
  if (!text.includes(':') && !text.includes('.')) return found;
  for (const match of text.matchAll(urlPattern)) {
    let raw = match[0];
    const stripped = raw.replace(trailing, '');
    raw = stripped + keepBalancedParenthesis(stripped, raw.slice(stripped.length));
    if (/^(?:https?:\/\/|www\.)$/iu.test(raw) || raw.length < 8) continue;
    const value = /^www\./iu.test(raw) ? `https://${raw}` : raw;
    found.push({ kind: 'url', value, text: raw, start: match.index, end: match.index + raw.length });
  }
  return found;
}

function keepBalancedParenthesis(url: string, removed: string): string {
  const opened = (url.match(/\(/gu) ?? []).length - (url.match(/\)/gu) ?? []).length;
  return opened > 0 && removed.startsWith(')') ? ')' : '';
}
