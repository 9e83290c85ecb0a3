import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './content-security-policy';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('contentSecurityPolicy', () => {
  it('should allow exactly the inline blocks of a static page by hash, and forbid framing everywhere', () => {
    const script = "\nconsole.log('hi');\n";
    const style = 'body{margin:0}';
    expect(contentSecurityPolicy.forStaticPage(`<style>${style}</style><script>${script}</script>`)).toBe(
      `default-src 'none'; script-src ${sha256(script)}; style-src ${sha256(style)}; connect-src 'self'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
    );
    expect(contentSecurityPolicy.forStaticPage('<p>no code</p>')).toContain("script-src 'none'; style-src 'none'");
    for (const policy of [contentSecurityPolicy.api, contentSecurityPolicy.scriptlessPage]) {
      expect(policy).toMatch(/^default-src 'none'; .*frame-ancestors 'none'$/);
      expect(policy).not.toContain('script-src');
    }
  });
});
