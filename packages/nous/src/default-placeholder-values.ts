/**
 * Built-in placeholder values a model may copy from a prompt or a schema instead of real data; Nous refuses
 * them for tools with `forbidPlaceholderValues: true`. Exact values are compared trimmed and lower-cased.
 */
export const defaultPlaceholderValues: readonly string[] = [
  '<path>', '<file>', '<folder>', '<query>', '<value>', 'path/to/file', '/path/to/file', 'path/to/folder',
  '/path/to/folder', '/path/to/dir', 'example.com', 'www.example.com', 'https://example.com', 'http://example.com',
  'user@example.com', 'name@example.com', 'someone@example.com', 'foo', 'bar', 'baz', 'xxx', 'todo', 'tbd',
  'placeholder', 'string', 'value', '...', 'n/a', 'your_folder', 'folder_name', 'file_name', 'filename',
];

/** Shapes that are placeholders whatever their content: `<...>`, `{{...}}`, `path/to/...`, example domains. */
export const defaultPlaceholderPatterns: readonly RegExp[] = [
  /^<[^<>]+>$/,
  /^\{\{.*\}\}$/,
  /(^|\/)path\/to(\/|$)/i,
  /@example\.(com|org|net)$/i,
  /^(https?:\/\/)?(www\.)?example\.(com|org|net)(\/|$)/i,
];
