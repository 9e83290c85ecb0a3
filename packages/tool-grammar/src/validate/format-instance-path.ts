/** Turns an ajv JSON-pointer instance path (`/dialog/0/schema`) into `dialog[0].schema`. */
export function formatInstancePath(instancePath: string): string {
  return instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce((path, segment) => (/^\d+$/.test(segment) ? `${path}[${segment}]` : path === '' ? segment : `${path}.${segment}`), '');
}

/** Python-style list of quoted names, as the Python original's messages show them: `['title', 'dialog']`. */
export function formatNameList(names: readonly unknown[]): string {
  return `[${names.map((name) => (typeof name === 'string' ? `'${name}'` : JSON.stringify(name))).join(', ')}]`;
}
