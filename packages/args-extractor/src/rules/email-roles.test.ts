import { describe, expect, it } from 'vitest';
import { emailRoles } from './email-roles';
import { findEmails } from './find-emails';

const roles = (text: string) => emailRoles(text, findEmails(text));

describe('emailRoles', () => {
  it('should read recipients after to, a, per and a sending verb', () => {
    expect(roles('send an email to bob@example.com')).toEqual(['recipient']);
    expect(roles('manda a anna@example.com una mail')).toEqual(['recipient']);
    expect(roles('email bob@example.com about the budget')).toEqual(['recipient']);
  });

  it('should read senders and copies', () => {
    expect(roles('send an email to bob@example.com with subject Hi and cc anna@example.com')).toEqual(['recipient', 'copy']);
    expect(roles('find the emails from anna@example.com')).toEqual(['sender']);
    expect(roles('manda una mail a bob@example.com con in copia anna@example.com')).toEqual(['recipient', 'copy']);
  });

  it('should give a list the role of its first address and leave an unmarked address without one', () => {
    expect(roles('send it to a@x.com, b@y.com and c@z.com')).toEqual(['recipient', 'recipient', 'recipient']);
    expect(roles('saying write me at bob@example.com')).toEqual([undefined]);
  });
});
