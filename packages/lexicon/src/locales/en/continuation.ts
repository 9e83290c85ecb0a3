/** English words that go on with a further action ("… and then send it"), `@metnos/fast-path` `detectContinuation`. */
export const continuation = {
  /** Sequencing conjunctions. */
  sequenceMarkers: ['and then', 'then', 'after that', 'afterwards', 'and finally', 'finally', 'and also', 'and after that'],
  /** Conjunctions that go on when an action verb follows. */
  conjunctions: ['and'],
  /** Action verbs after a conjunction. */
  actionVerbs: [
    'send', 'email', 'mail', 'save', 'delete', 'remove', 'open', 'show', 'tell', 'summarize', 'summarise', 'describe',
    'translate', 'print', 'share', 'copy', 'move', 'upload', 'download', 'read', 'play', 'write', 'create', 'add', 'set',
    'remind', 'forward', 'reply', 'post', 'give',
  ],
  /** Endings of a verb with an enclitic pronoun; none in English. */
  encliticEndings: [],
};
