import { describe, expect, it } from 'vitest';
import { findEmails } from './find-emails';

describe('findEmails', () => {
  it('should find an address and lowercase its value', () => {
    expect(findEmails('manda a Mario.Rossi@Example.IT il file')).toEqual([
      { kind: 'email', value: 'mario.rossi@example.it', text: 'Mario.Rossi@Example.IT', start: 8, end: 30 },
    ]);
  });

  it('should find plus addressing and subdomains, not a bare at sign', () => {
    expect(findEmails('cc bob+news@mail.example.co.uk, and me @ home').map((email) => email.value)).toEqual([
      'bob+news@mail.example.co.uk',
    ]);
  });
});
