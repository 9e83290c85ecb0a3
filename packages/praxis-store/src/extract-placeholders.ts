/**
 * Names of the `${NAME}` placeholders found in any string inside `value` (recursively), sorted and
 * deduplicated. Runtime references that Nous resolves itself, `${FILLER:x}` and `${stepN.field}`, are not
 * placeholders of a path and are skipped.
 */
export function extractPlaceholders(value: unknown): string[] {
  const names = new Set<string>();
  const visit = (node: unknown): void => {
    if (typeof node === 'string') {
      for (const match of node.matchAll(/\$\{([^}]+)\}/g)) {
        const name = match[1]!.trim();
        if (!name.startsWith('FILLER:') && !/^step\d+\./.test(name)) names.add(name);
      }
    } else if (Array.isArray(node)) {
      node.forEach(visit);
    } else if (node !== null && typeof node === 'object') {
      Object.values(node).forEach(visit);
    }
  };
  visit(value);
  return [...names].sort();
}
