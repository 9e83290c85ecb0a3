/** What a well-known place is: a folder of the user's files or a mail folder. */
export interface PlaceConcept {
  kind: 'folder' | 'mailbox';
}

/**
 * Well-known places by canonical value: user folders as `~/<English XDG name>` (the Italian names — "Scaricati",
 * "Documenti" — mean the same folder), mail folders by their Maildir++ name (`INBOX`, `Trash`, `Archive`, `Junk`,
 * `Sent`, `Drafts`). Each locale lists its names (`locales/<language>/places.ts`).
 */
export const placeConcepts: Readonly<Record<string, PlaceConcept>> = {
  '~': { kind: 'folder' },
  '~/Documents': { kind: 'folder' },
  '~/Downloads': { kind: 'folder' },
  '~/Desktop': { kind: 'folder' },
  '~/Pictures': { kind: 'folder' },
  '~/Music': { kind: 'folder' },
  '~/Videos': { kind: 'folder' },
  INBOX: { kind: 'mailbox' },
  Trash: { kind: 'mailbox' },
  Archive: { kind: 'mailbox' },
  Junk: { kind: 'mailbox' },
  Sent: { kind: 'mailbox' },
  Drafts: { kind: 'mailbox' },
};
