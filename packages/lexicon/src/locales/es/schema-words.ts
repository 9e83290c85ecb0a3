import type { SchemaWords } from '../locale-words';

/** Spanish words read in the descriptions of a tool's properties (names are English: no name words). */
export const schemaWords: SchemaWords = {
  pastNameWords: [],
  futureNameWords: [],
  pastDescriptionStems: ['modificad', 'recibid', 'enviad', 'cread', 'después de', 'desde', 'pasad'],
  futureDescriptionStems: ['recuerd', 'recordatorio', 'alarma', 'vencimiento', 'evento', 'cita', 'reserva', 'futur', 'próxim'],
  nameHints: { duration: ['duración'], time: ['hora', 'horario'], date: ['fecha', 'día'] },
  ambiguousTemporalNames: [],
  notTemporalDescriptionWords: [
    'idioma', 'destinatarios', 'destinatario', 'remitente', 'dirección', 'lugar', 'ciudad', 'sitio', 'estación', 'aeropuerto', 'país',
    'salida desde', 'llegada a', 'moneda',
  ],
  temporalDescriptionWords: ['fecha', 'hora', 'horario', 'día', 'cuándo', 'vencimiento'],
  durationUnits: { millisecond: ['milisegundos'], second: ['segundos'], minute: ['minutos'], hour: ['horas'], day: ['días'], week: ['semanas'] },
  sourceNames: [],
  destinationNames: [],
  minimumNames: [],
  maximumNames: [],
};
