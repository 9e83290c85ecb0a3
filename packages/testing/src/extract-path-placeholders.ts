/**
 * Names of the `${NAME}` placeholders in any string inside `value`, sorted and deduplicated; `${FILLER:x}` and
 * `${stepN.field}` (resolved at run time) are not placeholders of a path.
 */
export function extractPathPlaceholders(value: unknown): string[] {
  const names = new Set<string>();
  const visit = (node: unknown): void => {
    if (typeof node === 'string') {
      for (const match of node.matchAll(/\$\{([^}]+)\}/g)) {
        const name = match[1]!.trim();
        if (!name.startsWith('FILLER:') && !/^step\d+\./.test(name)) names.add(name);
      }
    } else if (Array.isArray(node)) node.forEach(visit);
    else if (node !== null && typeof node === 'object') Object.values(node).forEach(visit);
  };
  visit(value);
  return [...names].sort();
}
