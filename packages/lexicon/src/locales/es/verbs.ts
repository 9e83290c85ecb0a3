/**
 * Spanish request forms of each canonical verb: imperative (tú, vosotros, usted), infinitive, first person and
 * multi-word forms, the subjunctive a negated imperative takes ("no borres") and the tú present of a request put as a
 * question ("¿me buscas los pdf?", "¿me mandas el informe?"); clitic forms ("muévelos") are read by stripping `verbClitics`, and the imperatives that take a
 * written accent before a clitic ("mueve" → "muéve-lo") list that accented stem too.
 */
export const verbs: Readonly<Record<string, readonly string[]>> = {
  find: [
    'busca', 'buscar', 'busque', 'busco', 'buscas', 'encuentras', 'búsca', 'encuentra', 'encontrar', 'encuentre',
    'encuéntra', 'localiza', 'localizar', 'lista', 'listar', 'enumera', 'enumerar', 'muestra', 'mostrar',
    'muestre', 'muéstra', 'enseña', 'enseñar', 'enséña', 'filtra', 'filtrar', 'ver', 'déjame ver', 'dejame ver',
  ],
  get: [
    'dime', 'dímelo', 'dígame', 'digame', 'dame', 'dámelo', 'damelo', 'decir', 'obtén', 'obten',
    'obtener', 'recupera', 'recuperar', 'descarga', 'descargar', 'descárga', 'comprueba', 'comprobar',
    'compruéba', 'revisa', 'revisar', 'verifica', 'verificar', 'consulta', 'consultar', 'saber', 'hazme saber',
  ],
  read: ['lee', 'leer', 'lea', 'leo', 'lees', 'léeme', 'leeme', 'échale un vistazo a', 'echale un vistazo a'],
  describe: [
    'describe', 'describir', 'descríbe', 'resume', 'resumir', 'resúme', 'sintetiza',
    'sintetizar', 'explica', 'explicar', 'explíca', 'hazme un resumen de', 'haz un resumen de',
  ],
  count: ['cuenta', 'contar', 'cuénta'],
  translate: ['traduce', 'traducir', 'traduzca', 'tradúce', 'traduces'],
  classify: ['clasifica', 'clasificar', 'categoriza', 'categorizar'],
  open: ['abre', 'abrir', 'abra', 'ábre', 'abres'],
  create: [
    'crea', 'crear', 'cree', 'créa', 'añade', 'añadir', 'añáde', 'agrega', 'agregar', 'agréga',
    'configura', 'configurar', 'fija', 'fijar', 'inserta', 'insertar', 'genera', 'generar',
  ],
  update: ['actualiza', 'actualizar', 'modifica', 'modificar', 'cambia', 'cambiar', 'edita', 'editar'],
  delete: [
    'borra', 'borrar', 'borre', 'borres', 'borras', 'bórra', 'elimina', 'eliminar', 'elimine', 'elimines', 'elimíne', 'elímina',
    'quita', 'quitar', 'quíta', 'suprime', 'suprimir', 'vacía', 'vaciar', 'tira', 'tirar', 'tíra',
  ],
  move: ['mueve', 'mover', 'mueva', 'muevas', 'mueves', 'muéve', 'traslada', 'trasladar', 'trasláda', 'transfiere', 'transferir', 'transfiéra', 'transfiére'],
  copy: ['copia', 'copiar', 'copie', 'cópia', 'duplica', 'duplicar'],
  rename: ['renombra', 'renombrar', 'renómbra', 'renombras', 'cambia el nombre'],
  save: ['guarda', 'guardar', 'guarde', 'guárda', 'almacena', 'almacenar'],
  convert: ['convierte', 'convertir', 'conviérte'],
  send: [
    'envía', 'envia', 'enviar', 'envíe', 'envie', 'envíes', 'envies', 'envías', 'envias', 'manda', 'mandar', 'mande', 'mandes', 'mandas',
    'mánda',
  ],
  reply: ['responde', 'responder', 'responda', 'contesta', 'contestar', 'contésta'],
  forward: ['reenvía', 'reenvia', 'reenviar', 'reenvíe'],
  share: ['comparte', 'compartir', 'compárte'],
  upload: ['sube', 'subir', 'súbe'],
  write: ['escribe', 'escribir', 'escriba', 'escríbe', 'redacta', 'redactar'],
  archive: ['archiva', 'archivar', 'archíva'],
  mark: ['marca', 'marcar', 'márca'],
  play: ['reproduce', 'reproducir', 'reprodúce', 'pon música'],
  schedule: ['programa', 'programar', 'planifica', 'planificar'],
  book: ['reserva', 'reservar', 'reserve', 'resérva'],
  undo: ['deshaz', 'deshacer', 'deshace', 'revierte', 'revertir', 'vuelve atrás', 'vuelve atras', 'déjalo como estaba'],
  request: ['solicita', 'solicitar', 'pide', 'pedir'],
};

/** Forms that mean a verb applied to one object, which they imply whatever noun follows ("recuérdame enviar el correo" creates a reminder). */
export const verbsImplying: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  create: {
    reminders: [
      'recuerda', 'recordar', 'recuérda', 'recuérdame', 'recuerdame', 'no me dejes olvidar',
      'que no se me olvide',
    ],
    notes: ['anota', 'anotar', 'apunta', 'apuntar', 'toma nota'],
  },
  send: {
    messages: ['escribe un correo', 'escribe un email', 'escribe un e-mail', 'escribir un correo', 'escribir un email'],
  },
};

/** Forms of a light verb whose action depends on its object ("pon ~/a.png en Imágenes" moves, "pon un recordatorio" creates). */
export const lightVerbForms: readonly string[] = ['pon', 'poner', 'ponme', 'ponlo', 'ponla', 'ponlos', 'ponlas', 'coloca', 'colocar'];

/** Enclitic pronouns a verb form may carry, longest first ("muévelos" = "muéve" + "los"). */
export const verbClitics: readonly string[] = ['selos', 'selas', 'nos', 'los', 'las', 'les', 'lo', 'la', 'le', 'me', 'te', 'se', 'os'];
