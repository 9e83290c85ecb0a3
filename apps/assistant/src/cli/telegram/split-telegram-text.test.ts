import { describe, expect, it } from 'vitest';
import { splitTelegramText, telegramMessageLimit } from './split-telegram-text';

describe('splitTelegramText', () => {
  it('should keep a short text whole and give nothing for blank text', () => {
    expect(splitTelegramText('  It is 10:30.\n')).toEqual(['It is 10:30.']);
    expect(splitTelegramText(' \n ')).toEqual([]);
  });

  it('should cut a long reply at line breaks, each part within the 4096 limit, losing no word', () => {
    const lines = Array.from({ length: 300 }, (_, index) => `${index + 1}. /home/me/docs/report-${String(index).padStart(3, '0')}.pdf`);
    const parts = splitTelegramText(lines.join('\n'));
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(telegramMessageLimit);
    expect(parts.join('\n')).toBe(lines.join('\n'));
    expect(parts.every((part) => /^\d+\. /.test(part))).toBe(true);
  });

  it('should cut between words when there is no line break, and hard-cut a word longer than the limit', () => {
    expect(splitTelegramText('alpha beta gamma', 11)).toEqual(['alpha beta', 'gamma']);
    expect(splitTelegramText('abcdefghij', 4)).toEqual(['abcd', 'efgh', 'ij']);
  });

  it('should never split a surrogate pair', () => {
    const parts = splitTelegramText('ab😀cd', 3);
    expect(parts).toEqual(['ab', '😀c', 'd']);
  });
});
