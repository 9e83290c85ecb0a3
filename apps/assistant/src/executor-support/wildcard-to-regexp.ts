/**
 * Compiles a file-name wildcard (`*` any run, `?` one character; case-insensitive) into an anchored RegExp.
 * A pattern without wildcards matches names that contain it.
 */
export function wildcardToRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.');
  return /[*?]/.test(pattern) ? new RegExp(`^${escaped}$`, 'i') : new RegExp(escaped, 'i');
}
