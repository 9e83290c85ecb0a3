/** Italian names of the well-known places (user folders by `~/<XDG name>`, mail folders by Maildir++ name). */
export const places: Readonly<Record<string, readonly string[]>> = {
    '~': ['home', 'cartella home'],
    '~/Documents': ['documenti', 'cartella documenti', 'miei documenti'],
    '~/Downloads': ['scaricati', 'download', 'cartella download', 'cartella scaricati'],
    '~/Desktop': ['scrivania', 'desktop'],
    '~/Pictures': ['immagini', 'cartella immagini', 'cartella foto'],
    '~/Music': ['musica', 'cartella musica'],
    '~/Videos': ['video', 'cartella video'],
    INBOX: ['posta in arrivo', 'in arrivo', 'inbox'],
    Trash: ['cestino', 'posta eliminata', 'eliminati'],
    Archive: ['archivio', 'cartella archivio'],
    Junk: ['spam', 'posta indesiderata', 'indesiderata', 'cartella spam'],
    Sent: ['posta inviata', 'inviata', 'inviati', 'elementi inviati'],
    Drafts: ['bozze', 'cartella bozze'],
  };
