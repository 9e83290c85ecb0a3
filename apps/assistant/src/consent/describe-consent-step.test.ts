import { describe, expect, it } from 'vitest';
import { describeConsentStep } from './describe-consent-step';

describe('describeConsentStep', () => {
  it('should name the effect, the recipients, the subject and the entries sent, in English and Italian', () => {
    const step = {
      tool: 'send_messages',
      effects: ['send' as const],
      args: { to: ['anna@rossi.it'], subject: 'Your PDFs', body: 'Here\nthey are', entries: [{ path: '/home/u/Documents/a.pdf', content: 'A' }, { path: '/home/u/Documents/b.pdf' }] },
    };
    expect(describeConsentStep(step, 'en')).toBe(
      'send_messages (sends outside): to: anna@rossi.it; subject: "Your PDFs"; body: "Here they are"; entries: 2 items (/home/u/Documents/a.pdf, /home/u/Documents/b.pdf)',
    );
    expect(describeConsentStep(step, 'it')).toBe(
      'send_messages (invia all’esterno): to: anna@rossi.it; subject: "Your PDFs"; body: "Here they are"; entries: 2 elementi (/home/u/Documents/a.pdf, /home/u/Documents/b.pdf)',
    );
  });

  it('should show invisible and direction-changing characters as visible code points, so content cannot disguise a recipient, file or subject', () => {
    // "boss@" then RIGHT-TO-LEFT OVERRIDE: a terminal or chat shows "boss@evil-example.com" reversed into a trusted-looking name.
    const step = {
      tool: 'send_messages',
      effects: ['send' as const],
      args: { to: ['boss@\u202Emoc.elpmaxe-live'], subject: 'Q3\u200B report\u0007', entries: [{ path: '/home/u/Documents/invoice\u202Efdp.exe' }] },
    };
    const text = describeConsentStep(step, 'en');
    expect(text).not.toMatch(/[\p{Cc}\p{Cf}]/u);
    expect(text).toBe('send_messages (sends outside): to: boss@<U+202E>moc.elpmaxe-live; subject: "Q3<U+200B> report\\u0007"; entries: 1 items (/home/u/Documents/invoice<U+202E>fdp.exe)');
  });

  it('should list every recipient and path up to twenty, entries by five names, and clip long texts', () => {
    const paths = Array.from({ length: 22 }, (_, index) => `/d/f${index}.txt`);
    expect(describeConsentStep({ tool: 'move_files', effects: ['overwrite'], args: { paths, destination: '/d/archive', from_step: 1 } }, 'en')).toBe(
      `move_files (moves or replaces): paths: ${paths.slice(0, 20).join(', ')}, … +2; destination: "/d/archive"`,
    );
    const entries = Array.from({ length: 7 }, (_, index) => ({ path: `/d/f${index}.txt` }));
    expect(describeConsentStep({ tool: 'delete_files', effects: ['delete'], args: { entries } }, 'en')).toBe(
      'delete_files (deletes): entries: 7 items (/d/f0.txt, /d/f1.txt, /d/f2.txt, /d/f3.txt, /d/f4.txt, … +2)',
    );
    expect(describeConsentStep({ tool: 'send_messages', effects: ['send'], args: { body: 'x'.repeat(200) } }, 'en')).toMatch(/body: "x{79}…"$/);
  });

  it('should clip a long recipient or path in the middle, keeping the domain and the file name visible', () => {
    const to = [`${'boss.'.repeat(16)}trusted.example@evil.example`];
    const text = describeConsentStep({ tool: 'send_messages', effects: ['send'], args: { to, entries: [{ path: `/home/u/${'nested/'.repeat(12)}invoice.pdf.exe` }] } }, 'en');
    expect(text).toMatch(/to: boss\.boss\.[^;]*…[^;]*@evil\.example; /);
    expect(text).toMatch(/\(\/home\/u\/[^)]*…[^)]*\/invoice\.pdf\.exe\)$/);
  });

  it('should mark a look-alike recipient domain (a Cyrillic о) and show the punycode domain the mail really goes to', () => {
    const text = describeConsentStep({ tool: 'send_messages', effects: ['send'], args: { to: ['studio@studio-r\u043Essi.it', 'anna@rossi.it'] } }, 'it');
    expect(text).toMatch(/^send_messages \(invia all’esterno\): to: studio@studio-r\u043Essi\.it \[xn--studio-rssi-[a-z0-9]+\.it\] ⚠ alfabeti misti: Latin, Cyrillic, anna@rossi\.it$/u);
  });

  it('should show a fetched URL whole, with the host it goes to, so the user sees what leaves and where', () => {
    const url = `http://lookup.example:8080/lookup?code=${'IBAN IT60X0542811101000000123456 '.repeat(4)}`;
    expect(describeConsentStep({ tool: 'get_urls', effects: ['network'], args: { urls: [url] } }, 'en')).toBe(`get_urls (goes online): urls: ${url} (host: lookup.example:8080)`);
    expect(describeConsentStep({ tool: 'get_urls', effects: ['network'], args: { urls: ['https://r\u043Essi.example/'] } }, 'en')).toMatch(/\(host: r\u043Essi\.example \[xn--rssi-[a-z0-9]+\.example\] ⚠ mixed scripts: Latin, Cyrillic\)$/u);
  });

  it('should show every file a sending step attaches whole, as the real path it resolves to, beside every recipient', () => {
    const resolved: Record<string, string> = { '~/Downloads/report.pdf': '/home/u/Downloads/report.pdf', [`~/${'deep/'.repeat(12)}notes.txt`]: `/home/u/${'deep/'.repeat(12)}notes.txt` };
    const step = { tool: 'send_messages', effects: ['send' as const], args: { to: ['luca@rossi.it', 'anna@rossi.it'], attachments: Object.keys(resolved) } };
    expect(describeConsentStep(step, 'it', { resolvePath: (path) => resolved[path] })).toBe(
      `send_messages (invia all’esterno): to: luca@rossi.it, anna@rossi.it; attachments: /home/u/Downloads/report.pdf, /home/u/${'deep/'.repeat(12)}notes.txt`,
    );
    // A path the policy refuses is shown as written (the step is refused before consent anyway).
    expect(describeConsentStep({ ...step, args: { to: ['luca@rossi.it'], attachments: ['/etc/passwd'] } }, 'en', { resolvePath: () => undefined })).toBe('send_messages (sends outside): to: luca@rossi.it; attachments: /etc/passwd');
    // A step that does not send keeps the written paths.
    expect(describeConsentStep({ tool: 'move_files', effects: ['overwrite'], args: { paths: ['~/Downloads/report.pdf'] } }, 'en', { resolvePath: (path) => resolved[path] })).toBe('move_files (moves or replaces): paths: ~/Downloads/report.pdf');
  });
});
