import type { Language, ToolResult } from '@metnos/core';
import { createReplyFormat } from '../create-reply-format';
import { replyLocales } from '../reply-locales';
import type { ToolReplyRenderer } from '../tool-reply-renderer';

/** The turn clock, zone and home folder every reply snapshot is worded with. */
const replyTestContext = { now: new Date('2026-11-28T12:00:00Z'), timeZone: 'Europe/Rome', home: '/home/ada' } as const;

/** A renderer's reply to one step in every language the assistant reads, keyed by language. */
export function renderInEveryLanguage(renderer: ToolReplyRenderer, output: ToolResult, args: Record<string, unknown> = {}): Record<Language, string> {
  const languages = Object.keys(replyLocales) as Language[];
  return Object.fromEntries(languages.map((language) => [language, renderer({ args, output }, createReplyFormat({ language, ...replyTestContext }))])) as Record<Language, string>;
}
