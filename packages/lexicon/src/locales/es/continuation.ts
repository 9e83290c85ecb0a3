/** Spanish words that go on with a further action ("… y luego envíamelo"), `@metnos/fast-path` `detectContinuation`. */
export const continuation = {
  /** Sequencing conjunctions. */
  sequenceMarkers: ['y luego', 'luego', 'y después', 'y despues', 'después de eso', 'y finalmente', 'finalmente', 'y entonces', 'y también'],
  /** Conjunctions that go on when an action verb follows. */
  conjunctions: ['y', 'e'],
  /** Action verbs after a conjunction. */
  actionVerbs: [
    'envía', 'envia', 'envíame', 'enviame', 'manda', 'mándame', 'mandame', 'guarda', 'borra', 'elimina', 'abre', 'muestra',
    'muéstrame', 'dime', 'resume', 'describe', 'traduce', 'imprime', 'comparte', 'copia', 'mueve', 'sube', 'descarga',
    'lee', 'léeme', 'escribe', 'crea', 'añade', 'recuérdame', 'reenvía', 'responde', 'dame', 'hazme',
  ],
  /** Endings of a verb with enclitic pronouns ("envíamelo", "mándaselo"). */
  encliticEndings: ['melo', 'mela', 'melos', 'melas', 'selo', 'sela', 'selos', 'selas', 'telo', 'tela', 'noslo', 'nosla'],
};
