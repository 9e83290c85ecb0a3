import { dateIn, findFiles, findMail, missingCapability, moveFiles, probe, reminder, sendMail, taught, timeIn } from './replay-plans';
import type { ReplayFamily } from './replay-probe';

// Written blind, before reading how the replay code reads Spanish, in the shape of the it/en families: taught Wed
// 2026-11-25 10:00, probed Thu 2026-11-26 11:30 and Tue 2026-12-01 18:30 (Europe/Rome). Folders as Spanish users
// name them: Documentos = ~/Documents, Descargas = ~/Downloads, Imágenes = ~/Pictures, Escritorio = ~/Desktop.

/** Reminders, files, mail, dates and times asked in Spanish. */
export const replaySpanishFamilies: readonly ReplayFamily[] = [
  {
    id: 'reminder-manana-es',
    teach: [
      taught('es', 'recuérdame mañana a las 9 llamar al fontanero', reminder('llamar al fontanero', '2026-11-26T09:00', ['llamar', 'fontanero', 'mañana', '9'])),
      taught('es', 'recuérdame mañana a las 8 sacar al perro', reminder('sacar al perro', '2026-11-26T08:00', ['sacar', 'perro', 'mañana', '8'])),
    ],
    probes: [
      probe('thu', 'relative-time', 'es', 'recuérdame mañana a las 9 llamar al fontanero', reminder('llamar al fontanero', '2026-11-27T09:00', ['llamar', 'fontanero', 'mañana', '9'])),
      probe('tue', 'relative-time', 'es', 'recuérdame mañana a las 9 llamar al fontanero', reminder('llamar al fontanero', '2026-12-02T09:00', ['llamar', 'fontanero', 'mañana', '9'])),
      probe('thu', 'values', 'es', 'recuérdame mañana a las 7 tomar las pastillas', reminder('tomar las pastillas', '2026-11-27T07:00', ['tomar', 'pastillas', 'mañana', '7'])),
      probe('tue', 'values', 'es', 'recuérdame mañana a las 15 llamar al gestor', reminder('llamar al gestor', '2026-12-02T15:00', ['llamar', 'gestor', 'mañana', '15'])),
      probe('thu', 'paraphrase', 'es', 'mañana a las 9 recuérdame llamar al fontanero', reminder('llamar al fontanero', '2026-11-27T09:00', ['llamar', 'fontanero', 'mañana', '9'])),
      probe('tue', 'sibling', 'es', 'recuérdame pasado mañana a las 10 pagar el alquiler', reminder('pagar el alquiler', '2026-12-03T10:00', ['pagar', 'alquiler', 'pasado mañana', '10'])),
      probe('thu', 'not-memory', 'es', '¿qué tengo que hacer mañana?', missingCapability('list', 'reminders', ['mañana'], 'list the reminders of a day'), true),
    ],
  },
  {
    id: 'reminder-minutos-es',
    teach: [
      taught('es', 'recuérdame dentro de 30 minutos sacar la pasta', reminder('sacar la pasta', '2026-11-25T10:30', ['sacar', 'pasta', '30 minutos'])),
      taught('es', 'recuérdame dentro de 10 minutos apagar el horno', reminder('apagar el horno', '2026-11-25T10:10', ['apagar', 'horno', '10 minutos'])),
    ],
    probes: [
      probe('thu', 'relative-time', 'es', 'recuérdame dentro de 30 minutos sacar la pasta', reminder('sacar la pasta', '2026-11-26T12:00', ['sacar', 'pasta', '30 minutos'])),
      probe('tue', 'values', 'es', 'recuérdame dentro de 20 minutos llamar a mamá', reminder('llamar a mamá', '2026-12-01T18:50', ['llamar', 'mamá', '20 minutos'])),
      probe('thu', 'values', 'es', 'recuérdame dentro de 2 horas recoger el paquete', reminder('recoger el paquete', '2026-11-26T13:30', ['recoger', 'paquete', '2 horas'])),
      probe('tue', 'relative-time', 'es', 'recuérdame dentro de 10 minutos apagar el horno', reminder('apagar el horno', '2026-12-01T18:40', ['apagar', 'horno', '10 minutos'])),
      probe('thu', 'paraphrase', 'es', 'dentro de 15 minutos recuérdame mirar la lavadora', reminder('mirar la lavadora', '2026-11-26T11:45', ['mirar', 'lavadora', '15 minutos'])),
    ],
  },
  {
    id: 'reminder-weekday-es',
    teach: [
      taught('es', 'recuérdame el viernes a las 18 comprar leche', reminder('comprar leche', '2026-11-27T18:00', ['comprar', 'leche', 'viernes', '18'])),
      taught('es', 'recuérdame el lunes a las 9 llamar al médico', reminder('llamar al médico', '2026-11-30T09:00', ['llamar', 'médico', 'lunes', '9'])),
    ],
    probes: [
      probe('thu', 'same', 'es', 'recuérdame el viernes a las 18 comprar leche', reminder('comprar leche', '2026-11-27T18:00', ['comprar', 'leche', 'viernes', '18'])),
      probe('tue', 'relative-time', 'es', 'recuérdame el viernes a las 18 comprar leche', reminder('comprar leche', '2026-12-04T18:00', ['comprar', 'leche', 'viernes', '18'])),
      probe('tue', 'values', 'es', 'recuérdame el jueves a las 12 reservar el restaurante', reminder('reservar el restaurante', '2026-12-03T12:00', ['reservar', 'restaurante', 'jueves', '12'])),
      probe('thu', 'values', 'es', 'recuérdame el sábado a las 10 lavar el coche', reminder('lavar el coche', '2026-11-28T10:00', ['lavar', 'coche', 'sábado', '10'])),
      probe('tue', 'relative-time', 'es', 'recuérdame el lunes a las 9 llamar al médico', reminder('llamar al médico', '2026-12-07T09:00', ['llamar', 'médico', 'lunes', '9'])),
    ],
  },
  {
    id: 'files-by-type-es',
    teach: [
      taught('es', 'busca los pdf en Documentos', findFiles('~/Documents', { extension: 'pdf' })),
      taught('es', 'busca los archivos docx en Documentos', findFiles('~/Documents', { extension: 'docx' })),
    ],
    probes: [
      probe('thu', 'values', 'es', 'busca los pdf en Descargas', findFiles('~/Downloads', { extension: 'pdf' })),
      probe('tue', 'values', 'es', 'busca los archivos zip en Descargas', findFiles('~/Downloads', { extension: 'zip' })),
      probe('thu', 'values', 'es', 'busca las fotos jpg en Imágenes', findFiles('~/Pictures', { extension: 'jpg' })),
      probe('tue', 'same', 'es', 'busca los pdf en Documentos', findFiles('~/Documents', { extension: 'pdf' })),
      probe('thu', 'paraphrase', 'es', '¿me buscas los pdf que tengo en Documentos?', findFiles('~/Documents', { extension: 'pdf' })),
      probe('tue', 'values', 'es', 'busca los archivos txt en el Escritorio', findFiles('~/Desktop', { extension: 'txt' })),
      probe('thu', 'not-memory', 'es', 'comprime los pdf de Documentos', missingCapability('compress', 'files', ['pdf', 'documents'], 'compress files into a zip archive'), true),
    ],
  },
  {
    id: 'files-move-es',
    teach: [
      taught('es', 'mueve los archivos zip de Descargas a Documentos', moveFiles('~/Downloads', 'zip', '~/Documents')),
      taught('es', 'mueve los archivos pdf de Descargas a Documentos', moveFiles('~/Downloads', 'pdf', '~/Documents')),
    ],
    probes: [
      probe('thu', 'roles', 'es', 'mueve los archivos zip de Documentos a Descargas', moveFiles('~/Documents', 'zip', '~/Downloads')),
      probe('tue', 'values', 'es', 'mueve los archivos jpg de Descargas a Imágenes', moveFiles('~/Downloads', 'jpg', '~/Pictures')),
      probe('thu', 'same', 'es', 'mueve los archivos zip de Descargas a Documentos', moveFiles('~/Downloads', 'zip', '~/Documents')),
      probe('tue', 'roles', 'es', 'mueve los archivos pdf de Documentos a Descargas', moveFiles('~/Documents', 'pdf', '~/Downloads')),
      probe('thu', 'not-memory', 'es', 'copia los archivos zip de Descargas a Documentos', missingCapability('copy', 'files', ['zip', 'downloads', 'documents'], 'copy files into a folder'), true),
    ],
  },
  {
    id: 'mail-from-es',
    teach: [taught('es', 'busca los correos de Pablo', findMail({ from: 'Pablo' })), taught('es', 'busca los correos de Lucía', findMail({ from: 'Lucía' }))],
    probes: [
      probe('thu', 'values', 'es', 'busca los correos de Marta', findMail({ from: 'Marta' })),
      probe('tue', 'values', 'es', 'busca los correos de pablo@example.es', findMail({ from: 'pablo@example.es' })),
      probe('thu', 'paraphrase', 'es', '¿me buscas los correos que me mandó Lucía?', findMail({ from: 'Lucía' })),
      probe('tue', 'sibling', 'es', 'busca los correos de Pablo con asunto "Presupuesto"', findMail({ from: 'Pablo', query: 'Presupuesto' })),
      probe('thu', 'not-memory', 'es', 'busca los correos que le mandé a Pablo', findMail({ folder: 'Sent', query: 'Pablo' }), true),
    ],
  },
  {
    id: 'mail-send-es',
    teach: [
      taught('es', 'envía un correo a lucia@example.es con asunto "Cena" diciendo "Llego tarde, lo siento"', sendMail(['lucia@example.es'], 'Cena', 'Llego tarde, lo siento')),
      taught('es', 'envía un correo a pablo@example.es con asunto "Reunión" diciendo "¿Lo movemos al lunes?"', sendMail(['pablo@example.es'], 'Reunión', '¿Lo movemos al lunes?')),
    ],
    probes: [
      probe('thu', 'quoted', 'es', 'envía un correo a marta@example.es con asunto "Factura" diciendo "Pagada ayer, gracias."', sendMail(['marta@example.es'], 'Factura', 'Pagada ayer, gracias.')),
      probe('tue', 'quoted', 'es', 'envía un correo a lucia@example.es con asunto "Fotos" diciendo "¡Preciosas!"', sendMail(['lucia@example.es'], 'Fotos', '¡Preciosas!')),
      probe('thu', 'values', 'es', 'envía un correo a marta@example.es con asunto "Cena" diciendo "Llego tarde, lo siento"', sendMail(['marta@example.es'], 'Cena', 'Llego tarde, lo siento')),
      probe('tue', 'same', 'es', 'envía un correo a lucia@example.es con asunto "Cena" diciendo "Llego tarde, lo siento"', sendMail(['lucia@example.es'], 'Cena', 'Llego tarde, lo siento')),
    ],
  },
  {
    id: 'date-offset-es',
    teach: [taught('es', '¿qué día será dentro de 10 días?', dateIn(10, ['10 días'])), taught('es', '¿qué día será dentro de 3 días?', dateIn(3, ['3 días']))],
    probes: [
      probe('thu', 'values', 'es', '¿qué día será dentro de 5 días?', dateIn(5, ['5 días'])),
      probe('tue', 'values', 'es', '¿qué día será dentro de 30 días?', dateIn(30, ['30 días'])),
      probe('thu', 'sibling', 'es', '¿qué día fue hace 4 días?', dateIn(-4, ['hace 4 días'])),
      probe('tue', 'values', 'es', '¿qué día será dentro de dos semanas?', dateIn(14, ['dos semanas'])),
      probe('thu', 'not-memory', 'es', '¿qué tiempo hará dentro de 3 días?', missingCapability('get', 'weather', ['3 días'], 'weather forecast'), true),
    ],
  },
  {
    id: 'time-city-es',
    teach: [taught('es', '¿qué hora es en Tokio?', timeIn('Asia/Tokyo', 'Tokio')), taught('es', '¿qué hora es en Londres?', timeIn('Europe/London', 'Londres'))],
    probes: [
      probe('thu', 'values', 'es', '¿qué hora es en Nueva York?', timeIn('America/New_York', 'Nueva York')),
      probe('tue', 'values', 'es', '¿qué hora es en Sídney?', timeIn('Australia/Sydney', 'Sídney')),
      probe('thu', 'paraphrase', 'es', '¿qué hora es ahora mismo en Tokio?', timeIn('Asia/Tokyo', 'Tokio')),
      probe('tue', 'values', 'es', '¿qué hora es en Buenos Aires?', timeIn('America/Argentina/Buenos_Aires', 'Buenos Aires')),
      probe('thu', 'not-memory', 'es', '¿qué tiempo hace en Tokio?', missingCapability('get', 'weather', ['tokio'], 'weather in a city'), true),
    ],
  },
];
