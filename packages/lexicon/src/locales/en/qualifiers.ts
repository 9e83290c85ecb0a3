/** English words for each qualifier (brand names such as "gmail" are the same in every language: see `qualifierConcepts`). */
export const qualifiers: Readonly<Record<string, readonly string[]>> = {
    local: ['local', 'locally', 'on this machine'],
    web: ['web', 'online', 'internet'],
    from_user: ['from the user', 'ask me', 'ask the user'],
    unread: ['unread', 'not read', 'unseen'],
    recent: ['recent', 'latest', 'newest'],
    starred: ['starred', 'flagged', 'important'],
    with_attachments: ['with attachments', 'with an attachment', 'attachments'],
    large: ['large', 'big', 'largest', 'biggest'],
  };
