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

  it('should report each extension once and ignore file names', () => {
    expect(findExtensions('jpg or JPG or png, not report.docx').map((found) => found.value)).toEqual(['*.jpg', '*.png']);
  });

  it('should find nothing in prose without extensions', () => {
    expect(findExtensions('send me the summary by email')).toEqual([]);
  });
});
