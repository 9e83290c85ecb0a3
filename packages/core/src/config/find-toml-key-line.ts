/**
 * Finds the 1-based line where `key` is assigned inside `[section]` of a TOML text, for error messages.
 * Returns the section header's line when the key is absent, and undefined when the section is too.
 */
export function findTomlKeyLine(text: string, section: string, key?: string): number | undefined {
  const lines = text.split(/\r?\n/);
  let current = '';
  let sectionLine: number | undefined;
  const escaped = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const keyPattern = key === undefined ? undefined : new RegExp(`^\\s*["']?${escaped(key)}["']?\\s*=`);
  for (const [index, line] of lines.entries()) {
    const header = /^\s*\[\s*([^\]]+?)\s*\]/.exec(line);
    if (header) {
      current = header[1] ?? '';
      if (current === section) sectionLine = index + 1;
      continue;
    }
    if (current === section && keyPattern?.test(line)) return index + 1;
  }
  return sectionLine;
}
