/** One well-known place a request may name: a user folder or a mail folder. */
export interface PlaceEntry {
  /** `folder`: a folder of the user's files; `mailbox`: a mail folder. */
  kind: 'folder' | 'mailbox';
  english: readonly string[];
  italian: readonly string[];
}

/**
 * Well-known places by canonical value: user folders as `~/<English XDG name>` (the Italian names — "Scaricati",
 * "Documenti", "Scrivania" — mean the same folder), mail folders by their Maildir++ name (`INBOX`, `Trash`,
 * `Archive`, `Junk`, `Sent`, `Drafts`). A request names a place after a place preposition ("in Documenti",
 * "from downloads", "nel cestino") or with a folder noun ("cartella Documenti", "the Downloads folder").
 */
export const placeVocabulary: Readonly<Record<string, PlaceEntry>> = {
  '~': { kind: 'folder', english: ['home', 'home folder', 'home directory'], italian: ['home', 'cartella home'] },
  '~/Documents': { kind: 'folder', english: ['documents', 'my documents', 'documents folder'], italian: ['documenti', 'cartella documenti', 'miei documenti'] },
  '~/Downloads': { kind: 'folder', english: ['downloads', 'downloads folder', 'download folder'], italian: ['scaricati', 'download', 'cartella download', 'cartella scaricati'] },
  '~/Desktop': { kind: 'folder', english: ['desktop'], italian: ['scrivania', 'desktop'] },
  '~/Pictures': { kind: 'folder', english: ['pictures', 'pictures folder', 'photos folder'], italian: ['immagini', 'cartella immagini', 'cartella foto'] },
  '~/Music': { kind: 'folder', english: ['music', 'music folder'], italian: ['musica', 'cartella musica'] },
  '~/Videos': { kind: 'folder', english: ['videos', 'videos folder'], italian: ['video', 'cartella video'] },
  INBOX: { kind: 'mailbox', english: ['inbox'], italian: ['posta in arrivo', 'in arrivo', 'inbox'] },
  Trash: { kind: 'mailbox', english: ['trash', 'bin', 'trash folder', 'deleted items'], italian: ['cestino', 'posta eliminata', 'eliminati'] },
  Archive: { kind: 'mailbox', english: ['archive', 'archive folder'], italian: ['archivio', 'cartella archivio'] },
  Junk: { kind: 'mailbox', english: ['spam', 'junk', 'spam folder', 'junk folder'], italian: ['spam', 'posta indesiderata', 'indesiderata', 'cartella spam'] },
  Sent: { kind: 'mailbox', english: ['sent', 'sent folder', 'sent mail', 'sent items'], italian: ['posta inviata', 'inviata', 'inviati', 'elementi inviati'] },
  Drafts: { kind: 'mailbox', english: ['drafts', 'drafts folder'], italian: ['bozze', 'cartella bozze'] },
};
