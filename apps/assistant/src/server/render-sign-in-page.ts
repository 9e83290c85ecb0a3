/** Why the sign-in page is shown. */
export type SignInReason = 'signed_out' | 'bad_link';

/**
 * The HTML answered with 401 to a browser that is not signed in (`signed_out`) or that opened a login link
 * which is unknown, already used or expired (`bad_link`): it says to open the login link `metnos serve`
 * printed. Static text only: no script, no request data, no file paths.
 */
export function renderSignInPage(reason: SignInReason): string {
  const lead = reason === 'bad_link' ? 'This login link is not valid: it was already used, has expired, or belongs to an earlier run.' : 'You are not signed in to this Metnos server.';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Metnos · sign in</title>
<style>body{font:15px system-ui,sans-serif;margin:2rem;max-width:40rem}code{background:#f3f3f3;padding:0 .2rem}</style>
</head><body><h1>Metnos · sign in</h1><p>${lead}</p>
<p>Open the login link that <code>metnos serve</code> printed in its terminal (<code>/login?token=…</code>). Each link works once, for a few minutes; restart <code>metnos serve</code> to get a new one. Once signed in, this browser stays signed in.</p>
<p>API clients send <code>Authorization: Bearer &lt;secret&gt;</code> instead, with the secret from the file <code>metnos serve</code> names.</p>
</body></html>`;
}
