/**
 * The snake_case spelling of an MCP tool name: camelCase and PascalCase split into words, any run of other
 * characters (`-`, `.`, `/`, spaces) becomes `_`, lowercased, accents folded, no leading or trailing `_`.
 * `searchNotes` → `search_notes`, `delete-note` → `delete_note`, `HTTPGet` → `http_get`. Pure.
 */
export function toSnakeCaseToolName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}
