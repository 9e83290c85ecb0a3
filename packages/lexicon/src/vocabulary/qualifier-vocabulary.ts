/** One qualifier of the Naming Authority: the optional last part of a tool name. */
export interface QualifierEntry {
  /** `provider`: the service the tool works through (kept only when the request names it); `modifier`: a narrowing. */
  kind: 'provider' | 'modifier';
  english: readonly string[];
  italian: readonly string[];
}

/**
 * The closed qualifier vocabulary: `verb_object_qualifier`, e.g. `find_messages_google_workspace`,
 * `find_messages_unread`, `request_location_from_user`. Compound qualifiers are written with `_`.
 */
export const qualifierVocabulary: Readonly<Record<string, QualifierEntry>> = {
  google_workspace: { kind: 'provider', english: ['google', 'gmail', 'google drive', 'gdrive', 'google calendar', 'google docs'], italian: [] },
  microsoft_365: { kind: 'provider', english: ['microsoft', 'outlook', 'onedrive', 'office 365', 'microsoft 365'], italian: [] },
  notion: { kind: 'provider', english: ['notion'], italian: [] },
  telegram_bot: { kind: 'provider', english: ['telegram', 'telegram bot'], italian: [] },
  whatsapp: { kind: 'provider', english: ['whatsapp'], italian: [] },
  slack: { kind: 'provider', english: ['slack'], italian: [] },
  smtp: { kind: 'provider', english: ['smtp'], italian: [] },
  imap: { kind: 'provider', english: ['imap'], italian: [] },
  local: { kind: 'provider', english: ['local', 'locally', 'on this machine'], italian: ['locale', 'locali', 'in locale', 'su questo computer'] },
  web: { kind: 'provider', english: ['web', 'online', 'internet'], italian: ['sul web', 'online', 'in rete'] },
  from_user: { kind: 'modifier', english: ['from the user', 'ask me', 'ask the user'], italian: ["dall'utente", 'chiedimi', "chiedi all'utente"] },
  unread: { kind: 'modifier', english: ['unread', 'not read', 'unseen'], italian: ['non letti', 'non lette', 'non letto', 'non letta', 'da leggere'] },
  recent: { kind: 'modifier', english: ['recent', 'latest', 'newest'], italian: ['recente', 'recenti', 'più recenti', 'ultimi arrivati'] },
  starred: { kind: 'modifier', english: ['starred', 'flagged', 'important'], italian: ['speciali', 'importanti', 'contrassegnati', 'contrassegnate'] },
  with_attachments: { kind: 'modifier', english: ['with attachments', 'with an attachment', 'attachments'], italian: ['con allegati', 'con allegato', 'allegati'] },
  large: { kind: 'modifier', english: ['large', 'big', 'largest', 'biggest'], italian: ['grandi', 'grossi', 'pesanti', 'più grandi'] },
};
