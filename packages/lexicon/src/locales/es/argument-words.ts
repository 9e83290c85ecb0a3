import { articulate } from '../../grammar/articulate';
import * as grammar from './grammar';

/** Spanish words that introduce, join or end an argument's value in a request (`@metnos/args-extractor`). */
export const argumentWords = {
  /** Labels that introduce the value of an argument, by a word of the argument's name ("con asunto Cena"). */
  labels: {
    subject: ['asunto', 'con asunto', 'con el asunto', 'titulado', 'titulada', 'título', 'con título', 'con titulo'],
    body: ['texto', 'con texto', 'con el texto', 'que diga', 'que dice', 'diciendo', 'cuerpo', 'contenido', 'con el mensaje'],
    query: ['sobre', 'acerca de', 'relativos a', 'que hablen de', 'que habla de', 'que contengan', 'que contienen', 'con la palabra', 'con las palabras'],
    pattern: ['nombre', 'llamado', 'llamados', 'llamada', 'llamadas', 'que se llama', 'que se llaman', 'con nombre', 'con el nombre', 'cuyo nombre contiene', 'en el nombre'],
    name: ['llamado', 'llamada', 'con nombre', 'de nombre'],
    instruction: ['centrándote en', 'centrandote en', 'céntrate en'],
    text: ['texto'],
    max: ['máximo', 'maximo', 'como máximo', 'hasta', 'no más de', 'últimos', 'últimas', 'primeros', 'primeras'],
    results: ['resultados'],
    sentences: ['frase', 'frases', 'oración', 'oraciones'],
    bytes: ['bytes'],
    description: ['descripción', 'descripcion'],
  },
  /** Words a read value does not end with: prepositions (fused too), articles and conjunctions. */
  trailingFunctionWords: [
    ...['de', 'a'].flatMap((preposition) => articulate(grammar, preposition, { bare: true })),
    'en', 'desde', 'por', 'para', 'con', 'antes', 'y', 'e', 'o', 'u', ...grammar.articles,
  ],
  /** Copulas after a label ("asunto es …"; "sea"). */
  copulas: ['es', 'sea'],
  /** Words that open a new clause after a comma ("…, y luego …"). */
  clauseOpeners: ['y', 'e', 'luego', 'después', 'entonces'],
  /** Words that join a value to the next label ("… y texto …", "… con asunto …"). */
  joiners: ['y', 'e', 'con'],
};
