/** What a qualifier (the optional last part of a tool name) means whatever the language. */
export interface QualifierConcept {
  /** `provider`: the service the tool works through (kept only when the request names it); `modifier`: a narrowing. */
  kind: 'provider' | 'modifier';
  /** Brand and product names, the same in every language ("gmail", "outlook"). */
  names?: readonly string[];
}

/**
 * The closed qualifier vocabulary: `verb_object_qualifier`, e.g. `find_messages_google_workspace`,
 * `find_messages_unread`. Compound qualifiers are written with `_`; each locale lists its words.
 */
export const qualifierConcepts: Readonly<Record<string, QualifierConcept>> = {
  google_workspace: { kind: 'provider', names: ['google', 'gmail', 'google drive', 'gdrive', 'google calendar', 'google docs'] },
  microsoft_365: { kind: 'provider', names: ['microsoft', 'outlook', 'onedrive', 'office 365', 'microsoft 365'] },
  notion: { kind: 'provider', names: ['notion'] },
  telegram_bot: { kind: 'provider', names: ['telegram', 'telegram bot'] },
  whatsapp: { kind: 'provider', names: ['whatsapp'] },
  slack: { kind: 'provider', names: ['slack'] },
  smtp: { kind: 'provider', names: ['smtp'] },
  imap: { kind: 'provider', names: ['imap'] },
  local: { kind: 'provider' },
  web: { kind: 'provider' },
  from_user: { kind: 'modifier' },
  unread: { kind: 'modifier' },
  recent: { kind: 'modifier' },
  starred: { kind: 'modifier' },
  with_attachments: { kind: 'modifier' },
  large: { kind: 'modifier' },
};
