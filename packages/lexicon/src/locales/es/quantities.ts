/** Spanish words of quantity classes (currencies, percentages, degrees, time units), by concept (`concepts/quantity-concepts.ts`). */
export const quantities = {
  percent: ['porcentaje'],
  euro: ['euro', 'euros'],
  dollar: ['dólar', 'dolar', 'dólares', 'dolares'],
  pound: ['libra', 'libras'],
  degree: ['grado', 'grados'],
  celsius: ['centígrados', 'centigrados'],
  fahrenheit: [],
  second: ['segundo', 'segundos'],
  minute: ['minuto', 'minutos'],
  hour: ['hora', 'horas'],
  day: ['día', 'dia', 'días', 'dias'],
  week: ['semana', 'semanas'],
  month: ['mes', 'meses'],
  year: ['año', 'años'],
  night: ['noche', 'noches'],
};

/** Multi-word forms of "percent". */
export const percentPhrases: readonly string[] = ['por ciento'];
