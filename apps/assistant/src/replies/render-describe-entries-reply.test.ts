import { describe, expect, it } from 'vitest';
import { renderInEveryLanguage } from './__fixtures__/render-in-every-language';
import { renderDescribeEntriesReply } from './render-describe-entries-reply';

describe('renderDescribeEntriesReply', () => {
  it('should reply with the description', () => {
    expect(renderInEveryLanguage(renderDescribeEntriesReply, { description: 'Two invoices from October.', entries: [], count: 2 })).toMatchInlineSnapshot(`
      {
        "en": "Two invoices from October.",
        "es": "Two invoices from October.",
        "it": "Two invoices from October.",
      }
    `);
  });
});
