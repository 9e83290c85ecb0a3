import { describe, expect, it } from 'vitest';
import { renderInEveryLanguage } from './__fixtures__/render-in-every-language';
import { renderReadFilesReply } from './render-read-files-reply';

const read = (...names: string[]) => ({ entries: names.map((name) => ({ path: `/home/ada/${name}`, name, bytes: 5, truncated: false, binary: false, content: names.length === 1 ? 'hello' : '' })), count: names.length });

describe('renderReadFilesReply', () => {
  it('should show the text of one file under its name', () => {
    expect(renderInEveryLanguage(renderReadFilesReply, read('notes.txt'))).toMatchInlineSnapshot(`
      {
        "en": "notes.txt:
      hello",
        "es": "notes.txt:
      hello",
        "it": "notes.txt:
      hello",
      }
    `);
  });

  it('should count and name several files', () => {
    expect(renderInEveryLanguage(renderReadFilesReply, read('a.txt', 'b.txt'))).toMatchInlineSnapshot(`
      {
        "en": "Read 2 files: a.txt and b.txt.",
        "es": "He leído 2 archivos: a.txt y b.txt.",
        "it": "Ho letto 2 file: a.txt e b.txt.",
      }
    `);
  });
});
