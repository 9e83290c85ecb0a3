/** English words that give a path or an email address its role (`@metnos/args-extractor` `pathRole`, `emailRoles`). */
export const roleWords = {
  /** Before a path that things come from ("from ~/x", "out of the folder ~/x"). */
  pathSource: ['from', 'out of', 'source'],
  /** Before a path that things go into ("to ~/x", "into the folder ~/x"). */
  pathDestination: ['to', 'into', 'in', 'inside', 'on', 'onto', 'under', 'destination'],
  /** Words that may stand between a role preposition and the path: articles, possessives, folder nouns. */
  pathBetween: ['the', 'my', 'your', 'our', 'its', 'this', 'that', 'folder', 'directory', 'dir', 'subfolder', 'file'],
  /** Before an address that gets a copy. */
  emailCopy: ['cc', 'bcc', 'copy', 'copy to', 'copy in', 'cc to', 'carbon copy'],
  /** Before an address that sent something. */
  emailSender: ['from', 'by', 'sent by', 'received from', 'sender'],
  /** Before an address that something goes to. */
  emailRecipient: ['to', 'for', 'recipient', 'recipients', 'send', 'email', 'e-mail', 'mail', 'message', 'text', 'write', 'forward', 'reply'],
  /** Conjunctions between the items of a list of addresses. */
  listConjunctions: ['and', 'or'],
  /** Words before a sender's name ("emails from Anna", "sent by Anna"). */
  senderOpeners: ['sent by', 'received from', 'from', 'by'],
  /** Openers that also mean "of": a sender only before a capitalised name. */
  weakSenderOpeners: [],
  /** Words skipped between an opener and the sender's name. */
  senderSkipped: ['the', 'my'],
};
