import { createHash } from 'node:crypto';

const always = "base-uri 'none'; frame-ancestors 'none'";

/**
 * The Content-Security-Policy of each kind of response. Every policy starts from `default-src 'none'` and
 * forbids framing (`frame-ancestors 'none'`) and `<base>`.
 */
export const contentSecurityPolicy = {
  /** JSON and error responses: nothing may load or run. */
  api: `default-src 'none'; form-action 'none'; ${always}`,
  /** Server-rendered pages without scripts (admin tables, login and 401 pages): inline CSS only, no script at all. */
  scriptlessPage: `default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; ${always}`,
  /**
   * A static page with inline `<script>`/`<style>` blocks (the web chat): exactly those blocks are allowed, by
   * their SHA-256 hashes, and the page may only talk to this server (`connect-src 'self'`).
   */
  forStaticPage(html: string): string {
    const hashes = (tag: 'script' | 'style') =>
      [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((match) => `'sha256-${createHash('sha256').update(match[1] as string, 'utf8').digest('base64')}'`).join(' ') || "'none'";
    return `default-src 'none'; script-src ${hashes('script')}; style-src ${hashes('style')}; connect-src 'self'; img-src 'self'; form-action 'self'; ${always}`;
  },
};
