/**
 * English function words of requests: articles, pronouns, prepositions, auxiliaries, question words and
 * politeness. With {@link italianFunctionWords} they tell the request's language apart and are never content.
 * Words spelled the same in Italian ("a", "in", "me", "no") are in both sets.
 */
export const englishFunctionWords: ReadonlySet<string> = new Set([
  'the', 'a', 'an', 'of', 'to', 'in', 'on', 'at', 'for', 'from', 'with', 'by', 'into', 'onto', 'about', 'under',
  'inside', 'within', 'over', 'out', 'up', 'as', 'and', 'or', 'but', 'then', 'also', 'so', 'not', 'no', 'never',
  'it', 'them', 'they', 'this', 'that', 'these', 'those', 'there', 'here', 'my', 'me', 'mine', 'myself', 'i', 'you',
  'your', 'yours', 'we', 'us', 'our', 'he', 'she', 'him', 'her', 'his', 'its', 'their', 'all', 'some', 'any',
  'every', 'each', 'is', 'are', 'was', 'were', 'be', 'been', 'am', 'do', 'does', 'did', 'done', 'have', 'has',
  'had', 'can', 'could', 'would', 'will', 'shall', 'should', 'may', 'might', 'must', 'just', 'now', 'please',
  'pls', 'kindly', 'thanks', 'thank', 'hey', 'hi', 'hello', 'ok', 'okay', 'what', 'whats', 'which', 'who',
  'whom', 'whose', 'where', 'when', 'why', 'how', 'if', 'whether', 'than', 'let', 'lets', 's', 't', 'don', 'dont',
  'doesn', 'didn', 'won', 'isn', 'aren', 'll', 're', 've', 'd', 'm', 'want', 'need', 'like', 'one', 'ones',
  'again', 'too', 'only', 'very', 'more', 'most', 'less', 'other', 'another', 'same', 'such', 'both', 'either',
  'neither', 'nor', 'yet', 'still', 'already', 'right', 'away', 'off', 'down', 'back', 'through', 'via', 'per',
  'quick', 'quickly', 'know', 'wonder',
]);

/** Italian function words of requests (see {@link englishFunctionWords}). */
export const italianFunctionWords: ReadonlySet<string> = new Set([
  'il', 'lo', 'la', 'i', 'gli', 'le', 'l', 'un', 'uno', 'una', 'di', 'd', 'da', 'in', 'con', 'su', 'per', 'tra',
  'fra', 'a', 'ad', 'e', 'ed', 'o', 'oppure', 'ma', 'poi', 'anche', 'quindi', 'che', 'chi', 'cui', 'non', 'no',
  'mai', 'né', 'del', 'dello', 'della', 'dei', 'degli', 'delle', 'dell', 'al', 'allo', 'alla', 'ai', 'agli', 'alle',
  'all', 'dal', 'dallo', 'dalla', 'dai', 'dagli', 'dalle', 'dall', 'nel', 'nello', 'nella', 'nei', 'negli',
  'nelle', 'nell', 'sul', 'sullo', 'sulla', 'sui', 'sugli', 'sulle', 'sull', 'col', 'coi', 'mi', 'ti', 'ci', 'vi',
  'si', 'ne', 'me', 'te', 'ce', 've', 'se', 'lui', 'lei', 'noi', 'voi', 'loro', 'mio', 'mia', 'miei', 'mie',
  'tuo', 'tua', 'tuoi', 'tue', 'suo', 'sua', 'suoi', 'sue', 'nostro', 'nostra', 'nostri', 'nostre', 'questo',
  'questa', 'questi', 'queste', 'quello', 'quella', 'quelli', 'quelle', 'quel', 'quei', 'tutto', 'tutti',
  'tutte', 'tutta', 'ogni', 'qualche', 'alcuni', 'alcune', 'sono', 'è', 'e', 'sei', 'siamo', 'siete', 'era',
  'essere', 'ho', 'hai', 'ha', 'abbiamo', 'hanno', 'avere', 'puoi', 'potresti', 'può', 'posso', 'potrei',
  'vorrei', 'voglio', 'devi', 'dovresti', 'devo', 'dovrei', 'adesso', 'ora', 'subito', 'qui', 'qua', 'lì', 'là',
  'favore', 'piacere', 'cortesia', 'grazie', 'ciao', 'salve', 'ok', 'okay', 'dove', 'quando', 'come', 'cosa',
  'quale', 'quali', 'quanto', 'quanta', 'quanti', 'quante', 'perché', 'perche', 'ancora', 'già', 'solo',
  'soltanto', 'più', 'meno', 'molto', 'altro', 'altri', 'altre', 'altra', 'stesso', 'stessa', 'dentro', 'fuori',
  'sopra', 'sotto', 'verso', 'senza', 'tramite', 'via', 'pure', 'almeno', 'invece', 'mentre', 'li', 'gliele',
  'glieli', 'glielo', 'gliela', 'uno', 'sarà', 'saranno', 'sarebbe', 'erano', 'fosse', 'stato', 'stata', 'stati',
  'c', 'ci', 'sia', 'siano', 'qual', 'com', 'ehi', 'ehy', 'bisogno', 'sai', 'sapete',
]);
