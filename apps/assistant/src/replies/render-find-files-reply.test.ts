import { describe, expect, it } from 'vitest';
import { renderInEveryLanguage } from './__fixtures__/render-in-every-language';
import { renderFindFilesReply } from './render-find-files-reply';

const files = (...names: string[]) => ({
  entries: names.map((name) => ({ path: `/home/ada/Documents/${name}`, name, size: 10, modified: '2026-11-20T10:00:00.000Z' })),
  count: names.length,
  folder: '/home/ada/Documents',
});

describe('renderFindFilesReply', () => {
  it('should count one file of the asked kind and say where', () => {
    expect(renderInEveryLanguage(renderFindFilesReply, files('a.pdf'), { folder: '~/Documents', extension: 'pdf' })).toMatchInlineSnapshot(`
      {
        "en": "Found 1 PDF file in ~/Documents: a.pdf.",
        "es": "He encontrado 1 archivo PDF en ~/Documents: a.pdf.",
        "it": "Ho trovato 1 file PDF in ~/Documents: a.pdf.",
      }
    `);
  });

  it('should count several files and clip the names past five', () => {
    expect(renderInEveryLanguage(renderFindFilesReply, files('a.txt', 'b.txt', 'c.txt', 'd.txt', 'e.txt', 'f.txt', 'g.txt'), { pattern: '*.txt' })).toMatchInlineSnapshot(`
      {
        "en": "Found 7 TXT files in ~/Documents: a.txt, b.txt, c.txt, d.txt, e.txt and 2 more.",
        "es": "He encontrado 7 archivos TXT en ~/Documents: a.txt, b.txt, c.txt, d.txt, e.txt y 2 más.",
        "it": "Ho trovato 7 file TXT in ~/Documents: a.txt, b.txt, c.txt, d.txt, e.txt e altri 2.",
      }
    `);
  });

  it('should count files of any kind by name', () => {
    expect(renderInEveryLanguage(renderFindFilesReply, files('report.odt', 'report.pdf'), { pattern: 'report' })).toMatchInlineSnapshot(`
      {
        "en": "Found 2 files in ~/Documents: report.odt and report.pdf.",
        "es": "He encontrado 2 archivos en ~/Documents: report.odt y report.pdf.",
        "it": "Ho trovato 2 file in ~/Documents: report.odt e report.pdf.",
      }
    `);
  });

  it('should say none were found, and where', () => {
    expect(renderInEveryLanguage(renderFindFilesReply, files(), { extension: 'pdf' })).toMatchInlineSnapshot(`
      {
        "en": "No PDF files found in ~/Documents.",
        "es": "No he encontrado ningún archivo PDF en ~/Documents.",
        "it": "Nessun file PDF trovato in ~/Documents.",
      }
    `);
  });
});
