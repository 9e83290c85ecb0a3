/** Italian words for each qualifier (brand names such as "gmail" are the same in every language: see `qualifierConcepts`). */
export const qualifiers: Readonly<Record<string, readonly string[]>> = {
    local: ['locale', 'locali', 'in locale', 'su questo computer'],
    web: ['sul web', 'online', 'in rete'],
    from_user: ['dall\'utente', 'chiedimi', 'chiedi all\'utente'],
    unread: ['non letti', 'non lette', 'non letto', 'non letta', 'da leggere'],
    recent: ['recente', 'recenti', 'più recenti', 'ultimi arrivati'],
    starred: ['speciali', 'importanti', 'contrassegnati', 'contrassegnate'],
    with_attachments: ['con allegati', 'con allegato', 'allegati'],
    large: ['grandi', 'grossi', 'pesanti', 'più grandi'],
  };
