/** English names of the well-known places (user folders by `~/<XDG name>`, mail folders by Maildir++ name). */
export const places: Readonly<Record<string, readonly string[]>> = {
    '~': ['home', 'home folder', 'home directory'],
    '~/Documents': ['documents', 'my documents', 'documents folder'],
    '~/Downloads': ['downloads', 'downloads folder', 'download folder'],
    '~/Desktop': ['desktop'],
    '~/Pictures': ['pictures', 'pictures folder', 'photos folder'],
    '~/Music': ['music', 'music folder'],
    '~/Videos': ['videos', 'videos folder'],
    INBOX: ['inbox'],
    Trash: ['trash', 'bin', 'trash folder', 'deleted items'],
    Archive: ['archive', 'archive folder'],
    Junk: ['spam', 'junk', 'spam folder', 'junk folder'],
    Sent: ['sent', 'sent folder', 'sent mail', 'sent items'],
    Drafts: ['drafts', 'drafts folder'],
  };
