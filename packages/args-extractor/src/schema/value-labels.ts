/**
 * it/en labels that introduce the value of an argument in a request, by a word of the argument's name:
 * "with subject Dinner", "con oggetto Cena", "saying see you", "che dice ci vediamo", "about the budget",
 * "che parlano di fattura", "named report", "che si chiamano report", "at most 5", "al massimo 5". The property's own
 * name words are labels too ("subject", "query"): see `propertyLabels`.
 */
export const valueLabels: Readonly<Record<string, readonly string[]>> = {
  subject: ['subject', 'with subject', 'with the subject', 'titled', 'entitled', 'oggetto', 'con oggetto', "con l'oggetto", 'intitolata', 'intitolato', 'titolo', 'con titolo'],
  body: ['body', 'saying', 'that says', 'with text', 'with the text', 'text', 'testo', 'con testo', 'con il testo', 'che dice', 'dicendo', 'con scritto', 'corpo', 'contenuto'],
  query: [
    'for', 'about', 'regarding', 'containing', 'that contain', 'mentioning', 'with the word', 'with the words', 'riguardo', 'riguardo a',
    'riguardanti', 'che parlano di', 'che parla di', 'che riguardano', 'contenenti', 'che contengono', 'con la parola',
    'con le parole', 'sul', 'sulla', 'sullo', 'sui', 'sugli', 'sulle', 'su',
  ],
  pattern: ['name', 'nome', 'named', 'called', 'matching', 'whose name contains', 'with name', 'chiamato', 'chiamati', 'chiamata', 'chiamate', 'che si chiama', 'che si chiamano', 'con nome', 'dal nome', 'di nome', 'il cui nome contiene', 'nel nome'],
  name: ['named', 'called', 'chiamato', 'chiamata', 'con nome', 'di nome'],
  instruction: ['focusing on', 'focus on', 'concentrandoti su', 'concentrati su'],
  text: ['text', 'testo'],
  max: ['at most', 'up to', 'no more than', 'latest', 'last', 'first', 'massimo', 'al massimo', 'fino a', 'non più di', 'ultime', 'ultimi', 'prime', 'primi'],
  results: ['results', 'risultati'],
  sentences: ['sentence', 'sentences', 'frase', 'frasi'],
  bytes: ['bytes', 'byte'],
  description: ['description', 'descrizione'],
};
