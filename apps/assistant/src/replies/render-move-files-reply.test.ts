import { describe, expect, it } from 'vitest';
import { renderInEveryLanguage } from './__fixtures__/render-in-every-language';
import { renderMoveFilesReply } from './render-move-files-reply';

const moved = (pairs: Array<[string, string]>) => ({ entries: pairs.map(([from, to]) => ({ from, to, path: to })), ok_count: pairs.length, destination: '/home/ada/Archive' });

describe('renderMoveFilesReply', () => {
  it('should say what moved from where to where', () => {
    expect(renderInEveryLanguage(renderMoveFilesReply, moved([['/home/ada/Downloads/a.pdf', '/home/ada/Archive/a.pdf']]))).toMatchInlineSnapshot(`
      {
        "en": "Moved 1 file from ~/Downloads to ~/Archive: a.pdf.",
        "es": "He movido 1 archivo de ~/Downloads a ~/Archive: a.pdf.",
        "it": "Ho spostato 1 file da ~/Downloads a ~/Archive: a.pdf.",
      }
    `);
    expect(renderInEveryLanguage(renderMoveFilesReply, moved([['/home/ada/Downloads/a.pdf', '/home/ada/Archive/a.pdf'], ['/home/ada/Downloads/b.pdf', '/home/ada/Archive/b.pdf']]))).toMatchInlineSnapshot(`
      {
        "en": "Moved 2 files from ~/Downloads to ~/Archive: a.pdf and b.pdf.",
        "es": "He movido 2 archivos de ~/Downloads a ~/Archive: a.pdf y b.pdf.",
        "it": "Ho spostato 2 file da ~/Downloads a ~/Archive: a.pdf e b.pdf.",
      }
    `);
  });

  it('should name only the destination for files from several folders', () => {
    expect(renderInEveryLanguage(renderMoveFilesReply, moved([['/home/ada/Downloads/a.pdf', '/home/ada/Archive/a.pdf'], ['/home/ada/Desktop/b.pdf', '/home/ada/Archive/b.pdf']]))).toMatchInlineSnapshot(`
      {
        "en": "Moved 2 files to ~/Archive: a.pdf and b.pdf.",
        "es": "He movido 2 archivos a ~/Archive: a.pdf y b.pdf.",
        "it": "Ho spostato 2 file in ~/Archive: a.pdf e b.pdf.",
      }
    `);
  });

  it('should say nothing moved', () => {
    expect(renderInEveryLanguage(renderMoveFilesReply, moved([]))).toMatchInlineSnapshot(`
      {
        "en": "No files were moved.",
        "es": "No se ha movido ningún archivo.",
        "it": "Nessun file è stato spostato.",
      }
    `);
  });
});
