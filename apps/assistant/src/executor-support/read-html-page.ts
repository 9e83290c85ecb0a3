import type { HtmlToTextOptions } from 'html-to-text';

const textOptions: HtmlToTextOptions = {
  wordwrap: false,
  selectors: [
    // what a reader of the page sees: link texts without their addresses, no images, tables as columns
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
    { selector: 'noscript', format: 'skip' },
    { selector: 'table', format: 'dataTable' },
  ],
};
const titleOptions: HtmlToTextOptions = { wordwrap: false, baseElements: { selectors: ['title'], returnDomByDefault: false } };

/**
 * The `<title>` and the readable text of an HTML page, by html-to-text (htmlparser2): scripts, styles and
 * comments dropped, every HTML entity decoded, blocks on their own lines, paragraphs apart. A page without
 * `<body>` is read whole. html-to-text loads on the first call (only get_urls needs it).
 */
export async function readHtmlPage(html: string): Promise<{ title: string; text: string }> {
  const { convert } = await import('html-to-text');
  return { title: convert(html, titleOptions).replace(/\s+/g, ' ').trim(), text: convert(html, textOptions).trim() };
}
