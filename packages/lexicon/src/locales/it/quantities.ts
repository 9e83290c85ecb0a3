/** Italian words of quantity classes (currencies, percentages, degrees, time units), by concept (`concepts/quantity-concepts.ts`). */
export const quantities = {
  percent: ['percento', 'percentuale'],
  euro: ['euro'],
  dollar: ['dollaro', 'dollari'],
  pound: ['sterlina', 'sterline'],
  degree: ['grado', 'gradi'],
  celsius: ['centigradi'],
  fahrenheit: [],
  second: ['secondo', 'secondi'],
  minute: ['minuto', 'minuti'],
  hour: ['ora', 'ore'],
  day: ['giorno', 'giorni'],
  week: ['settimana', 'settimane'],
  month: ['mese', 'mesi'],
  year: ['anno', 'anni'],
  night: ['notte', 'notti'],
};

/** Multi-word forms of "percent". */
export const percentPhrases: readonly string[] = ['per cento'];
