/**
 * English request forms of each canonical verb: base form (imperative/infinitive) and multi-word phrasal forms ("look for"); inflections are not listed, so "moved" is never a request verb.
 */
export const verbs: Readonly<Record<string, readonly string[]>> = {
    find: [
      'find', 'search', 'locate', 'lookup', 'list', 'show', 'display', 'filter', 'seek', 'see', 'look for',
      'look up', 'search for', 'pull up', 'bring up', 'let me see',
    ],
    get: [
      'get', 'tell', 'give', 'gimme', 'fetch', 'retrieve', 'download', 'check', 'obtain', 'grab', 'let me know',
    ],
    read: ['read', 'take a look at', 'have a look at'],
    describe: [
      'describe', 'summarize', 'summarise', 'explain', 'recap', 'sum up', 'give me a summary of',
      'give me a short summary of', 'give me a brief summary of', 'make a summary of',
    ],
    count: ['count'],
    translate: ['translate'],
    classify: ['classify', 'categorize', 'categorise'],
    open: ['open'],
    create: ['create', 'make', 'add', 'set', 'set up'],
    update: ['update', 'edit', 'modify', 'change'],
    delete: [
      'delete', 'remove', 'erase', 'trash', 'wipe', 'purge', 'discard', 'clear', 'cancel', 'get rid of',
      'throw away', 'throw out',
    ],
    move: ['move', 'relocate', 'transfer', 'put'],
    copy: ['copy', 'duplicate'],
    rename: ['rename'],
    save: ['save', 'store'],
    convert: ['convert'],
    send: ['send'],
    reply: ['reply', 'answer', 'respond'],
    forward: ['forward'],
    share: ['share'],
    upload: ['upload'],
    write: ['write', 'compose', 'draft'],
    archive: ['archive'],
    mark: ['mark', 'flag'],
    play: ['play'],
    schedule: ['schedule', 'plan'],
    book: ['book', 'reserve'],
    undo: ['undo', 'revert', 'rollback', 'roll back'],
    request: ['request'],
  };

/** Forms that mean a verb applied to one object, which they imply whatever noun follows ("remind me to send the mail" creates a reminder). */
export const verbsImplying: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  create: {
    reminders: ['remind', 'don\'t let me forget', 'do not let me forget'],
    notes: ['note down', 'jot down', 'write down'],
  },
  send: {
    messages: [
      'write an email', 'write an e-mail', 'write a mail', 'shoot an email', 'shoot an e-mail', 'drop an email',
    ],
  },
};

/** Forms of a light verb whose action depends on its object ("metti ~/a.png in Immagini" moves, "metti un promemoria" creates). */
export const lightVerbForms: readonly string[] = ['put'];

/** Enclitic pronouns a verb form may carry, longest first ("spostala" = "sposta" + "la"). */
export const verbClitics: readonly string[] = [];
