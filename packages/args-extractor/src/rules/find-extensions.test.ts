import { describe, expect, it } from 'vitest';
import { findExtensions } from './find-extensions';

describe('findExtensions', () => {
  it('should read "PDF file", "file pdf" and "i pdf" as *.pdf', () => {
    for (const text of ['find the PDF files', 'cerca i file pdf', 'trova i pdf di ieri']) {
      expect(findExtensions(text).map((found) => [found.value, found.extension])).toEqual([['*.pdf', 'pdf']]);
    }
  });

  it('should read globs and dotted forms for any extension', () => {
    expect(findExtensions('list *.heic and .blend files').map((found) => found.value)).toEqual(['*.heic', '*.blend']);
  });

  it('should read compound extensions as one', () => {
    expect(findExtensions('extract the .tar.gz archives').map((found) => found.value)).toEqual(['*.tar.gz']);
    expect(findExtensions('trova i *.tar.bz2 e i .tgz').map((found) => found.value)).toEqual(['*.tar.bz2', '*.tgz']);
  });

  it('should report each extension once and ignore file names', () => {
    expect(findExtensions('jpg or JPG or png, not report.docx').map((found) => found.value)).toEqual(['*.jpg', '*.png']);
  });

  it('should not read words that only look like extensions', () => {
    expect(findExtensions('what is my zip code?')).toEqual([]);
    expect(findExtensions('download the raw data of the survey')).toEqual([]);
    expect(findExtensions("qual è il codice ISO dell'Italia?")).toEqual([]);
    expect(findExtensions('are we ISO 9001 certified?')).toEqual([]);
    expect(findExtensions('log in to the portal')).toEqual([]);
  });

  it('should read those words next to a file word', () => {
    expect(findExtensions('cerca i file zip').map((found) => found.value)).toEqual(['*.zip']);
    expect(findExtensions('convert the raw photos').map((found) => found.value)).toEqual(['*.raw']);
    expect(findExtensions('open the iso file').map((found) => found.value)).toEqual(['*.iso']);
  });

  it('should find nothing in prose without extensions', () => {
    expect(findExtensions('send me the summary by email')).toEqual([]);
  });
});
