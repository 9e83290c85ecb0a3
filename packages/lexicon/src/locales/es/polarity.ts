/** Spanish words of polarity: switching on or off, up or down (`@metnos/fast-path` `polaritySignature`). */
export const polarity = {
  on: [
    'enciende', 'encender', 'enciéndela', 'enciéndelo', 'activa', 'activar', 'actívala', 'actívalo', 'habilita',
    'habilitar', 'inicia', 'iniciar', 'abre', 'abrir', 'desbloquea', 'reanuda', 'muestra',
  ],
  off: [
    'apaga', 'apagar', 'apágala', 'apágalo', 'desactiva', 'desactivar', 'desactívala', 'desactívalo', 'deshabilita',
    'deshabilitar', 'detén', 'parar', 'cierra', 'cerrar', 'bloquea', 'pausa', 'oculta',
  ],
  /** Verbs after which "on" switches something on; Spanish has none ("enciende" says it alone). */
  switchVerbs: [],
  up: ['sube', 'aumenta', 'subir', 'aumentar'],
  down: ['baja', 'disminuye', 'reduce', 'bajar', 'disminuir', 'reducir'],
  /** Negative words besides the negators of `request-markers.ts` ("ningún", "nada"). */
  negativeWords: ['ningún', 'ningun', 'ninguno', 'ninguna', 'nada', 'nadie'],
  /** Negated contractions written whole; none in Spanish. */
  negatedContractions: [],
};
