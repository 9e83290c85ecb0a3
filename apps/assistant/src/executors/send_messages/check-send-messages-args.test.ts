import { describe, expect, it } from 'vitest';
import { checkSendMessagesArgs } from './check-send-messages-args';

describe('checkSendMessagesArgs', () => {
  it('should accept recipients that are email addresses, one or a list, trimmed', () => {
    expect(checkSendMessagesArgs({ to: ['marco@rossi.it', ' anna@example.org '], subject: 'x' })).toBeUndefined();
    expect(checkSendMessagesArgs({ to: 'marco@rossi.it' })).toBeUndefined();
  });

  it('should refuse a name where an address goes, naming it and the argument', () => {
    expect(checkSendMessagesArgs({ to: ['Marco', 'anna@example.org'] })).toMatchObject({
      tool: 'send_messages',
      failureKind: 'invalid_args',
      code: 'invalid_recipient',
      details: { arguments: ['to'], data: { invalid: ['Marco'] } },
    });
    expect(checkSendMessagesArgs({ to: ['marco@'] })?.code).toBe('invalid_recipient');
  });

  it('should refuse a call with no recipient at all', () => {
    for (const to of [[], ['  '], undefined, [3]]) expect(checkSendMessagesArgs({ to })).toMatchObject({ code: 'missing_recipient', details: { arguments: ['to'] } });
  });

  it('should accept a list of attachment paths and refuse anything else there', () => {
    expect(checkSendMessagesArgs({ to: ['marco@rossi.it'], attachments: ['~/Documents/a.pdf'] })).toBeUndefined();
    for (const attachments of ['~/a.pdf', [''], [3]]) {
      expect(checkSendMessagesArgs({ to: ['marco@rossi.it'], attachments })).toMatchObject({ code: 'invalid_attachment', details: { arguments: ['attachments'] } });
    }
  });
});
