/**
 * Italian function words of requests: articles, pronouns, prepositions, auxiliaries, question words and politeness.
 * They are never content; with the other locales' they tell the request's language apart.
 */
export const functionWords: readonly string[] = [
  'il', 'lo', 'la', 'i', 'gli', 'le', 'l', 'un', 'uno', 'una', 'di', 'd', 'da', 'in', 'con', 'su', 'per', 'tra',
  'fra', 'a', 'ad', 'e', 'ed', 'o', 'oppure', 'ma', 'poi', 'anche', 'quindi', 'che', 'chi', 'cui', 'non', 'no',
  'mai', 'né', 'del', 'dello', 'della', 'dei', 'degli', 'delle', 'dell', 'al', 'allo', 'alla', 'ai', 'agli',
  'alle', 'all', 'dal', 'dallo', 'dalla', 'dai', 'dagli', 'dalle', 'dall', 'nel', 'nello', 'nella', 'nei', 'negli',
  'nelle', 'nell', 'sul', 'sullo', 'sulla', 'sui', 'sugli', 'sulle', 'sull', 'col', 'coi', 'mi', 'ti', 'ci', 'vi',
  'si', 'ne', 'me', 'te', 'ce', 've', 'se', 'lui', 'lei', 'noi', 'voi', 'loro', 'mio', 'mia', 'miei', 'mie', 'tuo',
  'tua', 'tuoi', 'tue', 'suo', 'sua', 'suoi', 'sue', 'nostro', 'nostra', 'nostri', 'nostre', 'questo', 'questa',
  'questi', 'queste', 'quello', 'quella', 'quelli', 'quelle', 'quel', 'quei', 'tutto', 'tutti', 'tutte', 'tutta',
  'ogni', 'qualche', 'alcuni', 'alcune', 'sono', 'è', 'sei', 'siamo', 'siete', 'era', 'essere', 'ho', 'hai', 'ha',
  'abbiamo', 'hanno', 'avere', 'puoi', 'potresti', 'può', 'posso', 'potrei', 'vorrei', 'voglio', 'devi',
  'dovresti', 'devo', 'dovrei', 'adesso', 'ora', 'subito', 'qui', 'qua', 'lì', 'là', 'favore', 'piacere',
  'cortesia', 'grazie', 'ciao', 'salve', 'ok', 'okay', 'dove', 'quando', 'come', 'cosa', 'quale', 'quali',
  'quanto', 'quanta', 'quanti', 'quante', 'perché', 'perche', 'ancora', 'già', 'solo', 'soltanto', 'più', 'meno',
  'molto', 'altro', 'altri', 'altre', 'altra', 'stesso', 'stessa', 'dentro', 'fuori', 'sopra', 'sotto', 'verso',
  'senza', 'tramite', 'via', 'pure', 'almeno', 'invece', 'mentre', 'li', 'gliele', 'glieli', 'glielo', 'gliela',
  'sarà', 'saranno', 'sarebbe', 'erano', 'fosse', 'stato', 'stata', 'stati', 'c', 'sia', 'siano', 'qual', 'com',
  'ehi', 'ehy', 'bisogno', 'sai', 'sapete',
];
