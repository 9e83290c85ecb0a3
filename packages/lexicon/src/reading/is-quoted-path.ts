import type { RequestToken } from '../text/tokenize-request';

/**
 * Whether a request token is quoted text that holds a path (`"~/My Notes/todo.txt"`, `'/data/x y'`): quotes keep a
 * path with blanks whole, and it names files like a bare path.
 */
export function isQuotedPath(token: RequestToken): boolean {
  return token.literal === 'quoted' && /^.\s*(?:~|\/)/u.test(token.raw);
}
