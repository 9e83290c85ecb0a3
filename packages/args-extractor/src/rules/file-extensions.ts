/**
 * File extensions the extension rule recognises as bare words (`i pdf`, `PDF file`). Words that are also common
 * English or Italian words (`doc` is kept, `go`, `c`, `h`, `rs`, `in`, `me` are not) stay out so that prose does not
 * turn into a filter.
 */
export const fileExtensions: ReadonlySet<string> = new Set([
  'pdf', 'doc', 'docx', 'odt', 'rtf', 'txt', 'md', 'markdown', 'csv', 'tsv', 'xls', 'xlsx', 'ods', 'ppt', 'pptx',
  'odp', 'epub', 'json', 'yaml', 'yml', 'toml', 'xml', 'html', 'htm', 'jpg', 'jpeg', 'png', 'gif', 'webp', 'heic',
  'tiff', 'svg', 'bmp', 'raw', 'mp3', 'wav', 'flac', 'ogg', 'm4a', 'aac', 'mp4', 'mkv', 'mov', 'avi', 'webm', 'zip',
  'tar', 'gz', 'tgz', '7z', 'rar', 'iso', 'py', 'ts', 'js', 'mjs', 'java', 'cpp', 'sh', 'sql', 'log', 'ics', 'vcf',
  'eml', 'ipynb',
]);
