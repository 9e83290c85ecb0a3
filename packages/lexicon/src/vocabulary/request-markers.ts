/** Words after which a further verb continues the request ("find X and move it", "trova X e spostala"). */
export const coordinators: ReadonlySet<string> = new Set(['and', 'then', 'e', 'ed', 'poi', 'quindi', 'dopodiché', 'infine']);

/** Words that may sit between a coordinator and the next verb ("and then move", "e poi sposta"). */
export const coordinationFillers: ReadonlySet<string> = new Set(['then', 'also', 'please', 'poi', 'anche', 'quindi', 'subito', 'after', 'that', 'dopo']);

/**
 * Words before a verb form that make it a noun ("the trash", "a copy", "la ricerca", "il programma"): articles,
 * possessives, demonstratives and prepositions that do not introduce an infinitive (so not "to", "di", "a", "da",
 * "per", which do: "ricordami di inviare").
 */
export const nounMarkers: ReadonlySet<string> = new Set([
  'the', 'an', 'my', 'your', 'our', 'his', 'her', 'their', 'its', 'this', 'these', 'those', 'some', 'any',
  'every', 'each', 'of', 'in', 'on', 'at', 'from', 'with', 'into', 'il', 'lo', 'la', 'gli', 'le', 'l', 'un',
  'uno', 'una', 'mio', 'mia', 'miei', 'mie', 'tuo', 'tua', 'questo', 'questa', 'questi', 'queste', 'quel', 'quello',
  'quella', 'del', 'dello', 'della', 'dei', 'degli', 'delle', 'dell', 'nel', 'nello', 'nella', 'nei', 'negli',
  'nelle', 'nell', 'al', 'allo', 'alla', 'ai', 'agli', 'alle', 'sul', 'sulla', 'sui', 'sulle', 'dal', 'dalla',
  'dai', 'dalle', 'con', 'in', 'su',
]);

/** Words that negate the verb after them in its clause ("don't delete", "non cancellare", "without moving"). */
export const negators: ReadonlySet<string> = new Set(['not', 'never', 'dont', 'without', 'non', 'mai', 'né', 'senza', 'nemmeno', 'neanche']);

/** English contractions whose `n't` negates: "don't" reads as the tokens `don` + `t`. */
export const negatedAuxiliaries: ReadonlySet<string> = new Set(['don', 'doesn', 'didn', 'won', 'can', 'couldn', 'shouldn', 'wouldn', 'mustn', 'isn', 'aren']);

/**
 * Openings that make a request a question about an action rather than the action itself ("how do I delete…",
 * "should I move…", "is it ok to send…", "did you send…", "come sposto…", "posso cancellare…?"). Multi-word
 * openings are written with spaces.
 */
export const hypotheticalOpeners: readonly string[] = [
  'how', 'why', 'if', 'what if', 'what happens', 'what would', 'should i', 'should we', 'shall i', 'can i', 'could i',
  'may i', 'is it possible', 'is it safe', 'is it ok', 'is it okay', 'is it fine', 'is it a good idea', 'would it',
  'do i need', 'do you know how', 'explain how', 'did you', 'have you', 'had you',
  'come', 'perché', 'perche', 'se', 'cosa succede', 'che succede', 'posso', 'possiamo', 'dovrei', 'dovremmo',
  'potrei', 'è possibile', 'e possibile', 'è sicuro', 'e sicuro', 'va bene se', 'è una buona idea', 'conviene',
  'bisogna', 'sai come', 'hai già',
];
