import { readVerbSurface } from '../vocabulary/canonical-verb';
import { objectVocabulary } from '../vocabulary/object-vocabulary';
import { isQuotedPath } from './is-quoted-path';
import { placeVocabulary } from '../vocabulary/place-vocabulary';
import { wordsOfEveryLocale } from '../locales/words-of-every-locale';
import { surfaceIndex, surfaceKey } from '../vocabulary/surface-index';
import { tokenizeRequest, type RequestToken } from '../text/tokenize-request';
import { lightVerbs } from '../concepts/verb-concepts';
import { allForms } from '../vocabulary/all-forms';
import { verbVocabulary } from '../vocabulary/verb-vocabulary';

/** The role a word plays in a request, as the Naming Authority reads it. */
export type RequestWordRole = 'verb' | 'object' | 'qualifier' | 'place' | 'function' | 'number' | 'content' | 'literal';

/** One token of a request with its role; a multi-word surface form gives every one of its tokens the same role. */
export interface RequestWord extends RequestToken {
  role: RequestWordRole;
  /** Canonical verb, object, qualifier or place value, for those roles. */
  canonical?: string;
  /** Index of the first word of the surface form this word belongs to. */
  head: number;
  /** Verb only: the object the form implies ("remind" → `reminders`). */
  implies?: string;
  /** Object only: the form names the object only when no other object is named. */
  weak?: boolean;
  /** Object only: the form also carries a value (`pdf`). */
  valueForm?: boolean;
  /** Place only: the place preposition before it ("in", "nel", "from"), when there is one. */
  preposition?: string;
  /** After a colon that follows the request's first verb: text the request carries, not instructions. */
  payload?: boolean;
}

/** A place (user folder or mail folder) named by a request. */
export interface RequestPlace {
  /** Canonical value (`~/Documents`, `Trash`). */
  value: string;
  kind: 'folder' | 'mailbox';
  /** The place preposition before it, if any. */
  preposition: string | undefined;
  /** Index of its first word in `words`. */
  index: number;
}

/** What {@link readWords} reads in a request. */
export interface WordReading {
  /** The goal verb: the last verb of the chain of coordinated request verbs; undefined when none. */
  action: string | undefined;
  /** The distinct canonical verbs of that chain, in order (more than one: a multi-step request). */
  actions: string[];
  /** Index in `words` of the goal verb's first word. */
  actionIndex: number | undefined;
  /** The canonical object of the goal verb; undefined when the request names none. */
  object: string | undefined;
  /** Where the object came from: implied by the verb form, a noun, the verb's default, or a literal (URL → urls). */
  objectSource: 'implied' | 'noun' | 'default' | 'literal' | undefined;
  /** Canonical qualifiers named anywhere in the request. */
  qualifiers: string[];
  /** Places named by the request, in order. */
  places: RequestPlace[];
  /**
   * A word used as an action the vocabulary does not know ("zip the pdfs", "compress ~/a.txt", "stampa ~/a.pdf"):
   * the request's first word, followed by an article, possessive or literal, that is no verb, function word,
   * place or literal of the vocabulary; undefined otherwise (and whenever `action` is set).
   */
  unknownAction: string | undefined;
  /** The goal verb is negated in its clause ("don't delete", "non cancellare"). */
  negated: boolean;
  /** The request asks about an action rather than for it ("how do I delete…", "posso spostare…?"). */
  hypothetical: boolean;
  words: RequestWord[];
}

const placeSurfaces = new Map<string, { value: string; kind: 'folder' | 'mailbox' }>(
  Object.entries(placeVocabulary).flatMap(([value, entry]) => allForms(entry.forms).map((form) => [surfaceKey(form), { value, kind: entry.kind }] as const)),
);
const maxPlaceWords = Math.max(...[...placeSurfaces.keys()].map((key) => key.split(' ').length));
// The words of every locale, by role (`locales/<language>/request-markers.ts`).
const functionWords = wordsOfEveryLocale((locale) => locale.functionWords);
const lightVerbForms = wordsOfEveryLocale((locale) => locale.lightVerbForms);
const coordinators = wordsOfEveryLocale((locale) => locale.markers.coordinators);
const coordinationFillers = wordsOfEveryLocale((locale) => locale.markers.coordinationFillers);
const nounMarkers = wordsOfEveryLocale((locale) => locale.markers.nounMarkers);
const negators = wordsOfEveryLocale((locale) => locale.markers.negators);
const negatedAuxiliaries = wordsOfEveryLocale((locale) => locale.markers.negatedAuxiliaries);
const placePrepositions = wordsOfEveryLocale((locale) => locale.markers.placePrepositions);
const placeDeterminers = wordsOfEveryLocale((locale) => locale.markers.placeDeterminers);
const folderNouns = wordsOfEveryLocale((locale) => locale.markers.folderNouns);
const pronouns = wordsOfEveryLocale((locale) => locale.markers.objectPronouns);
// A verb form after a subject or a perfect auxiliary states a fact ("the files I moved", "did I change", "ho spostato"): not a request.
const declarativeSubjects = wordsOfEveryLocale((locale) => locale.markers.declarativeSubjects);
const subjectPronouns = wordsOfEveryLocale((locale) => locale.markers.subjectPronouns);
// Words before a subject that keep the verb an action asked about ("how do I move", "what happens if I delete").
const invertingWords = wordsOfEveryLocale((locale) => locale.markers.invertingWords);
const politeModals = wordsOfEveryLocale((locale) => locale.markers.politeModals);
const sendNouns = wordsOfEveryLocale((locale) => locale.markers.sendNouns);
const sendNounFollowers = wordsOfEveryLocale((locale) => locale.markers.sendNounFollowers);
// Words that open the object of an imperative ("zip THE pdfs", "stampa I file").
const actionObjectOpeners = wordsOfEveryLocale((locale) => locale.markers.actionObjectOpeners);
const leadingInterjections = wordsOfEveryLocale((locale) => locale.markers.leadingInterjections);
const commandOpeners = wordsOfEveryLocale((locale) => locale.markers.commandOpeners);
const openerPhrases = [...wordsOfEveryLocale((locale) => locale.markers.hypotheticalOpeners)].map((opener) => opener.split(' '));

function isFunctionWord(text: string): boolean {
  return functionWords.has(text);
}

/**
 * Reads a request through the Naming Authority's vocabulary (it/en), deterministically:
 * - literals (URLs, emails, paths, file names, quoted text) are kept whole and never read as words;
 * - the longest surface form wins at each word (phrases such as "look for", "get rid of", "where am I",
 *   "posta in arrivo", "non lette"); a verb form after an article, possessive or preposition is a noun ("the
 *   trash", "la ricerca"), a capitalised word inside a clause is a name ("in Scaricati");
 * - places are well-known folders or mail folders after a place preposition or with a folder noun;
 * - the GOAL verb is the last verb of the chain of coordinated verbs ("find spam AND move it to trash" is
 *   `move`; "trova i pdf, poi cancellali" is `delete`): earlier ones are preparatory steps; a verb after a colon
 *   that follows the first verb is payload ("subject: delete me"), not an instruction;
 * - the object is the goal verb's implied object ("remind me to send the mail" is `reminders`), else the first
 *   object noun after the goal verb, else the first anywhere (weak nouns such as "time" only when no other), else
 *   the verb's default (`annulla` → `last_turn`), else what a literal names (a URL → `urls`, a path → `files`).
 */
export function readWords(text: string): WordReading {
  const tokens = tokenizeRequest(text);
  const words: RequestWord[] = [];
  const clauseInitial = (index: number): boolean => {
    for (let back = index; back >= 0; back -= 1) {
      const token = tokens[back] as RequestToken;
      if (back < index && (token.literal !== undefined || !isFunctionWord(token.text))) return false;
      if (back === 0 || token.boundaryBefore) return true;
    }
    return true;
  };
  const spanText = (index: number, length: number): string | undefined => {
    const slice = tokens.slice(index, index + length);
    if (slice.length < length || slice.some((token, offset) => token.literal !== undefined || (offset > 0 && token.boundaryBefore))) return undefined;
    return slice.map((token) => token.text).join(' ');
  };
  const placePreposition = (index: number): string | undefined => {
    let back = index - 1;
    while (back >= 0 && placeDeterminers.has((tokens[back] as RequestToken).text) && !(tokens[back + 1] as RequestToken).boundaryBefore) back -= 1;
    const before = tokens[back];
    if (before === undefined || before.literal !== undefined || (tokens[back + 1] as RequestToken).boundaryBefore) return undefined;
    return placePrepositions.has(before.text) ? before.text : undefined;
  };

  let index = 0;
  while (index < tokens.length) {
    const token = tokens[index] as RequestToken;
    const push = (length: number, fields: Omit<RequestWord, keyof RequestToken | 'head'>): void => {
      for (let offset = 0; offset < length; offset += 1) words.push({ ...(tokens[index + offset] as RequestToken), ...fields, head: index });
      index += length;
    };
    if (token.literal !== undefined) {
      push(1, { role: 'literal' });
      continue;
    }
    const midClauseName = token.capitalized && index > 0 && !token.boundaryBefore;
    const previous = index > 0 && !token.boundaryBefore ? tokens[index - 1] : undefined;
    const nounMarked = previous !== undefined && previous.literal === undefined && nounMarkers.has(previous.text);

    // Places: "in Documenti", "nella cartella Scaricati", "the Downloads folder", "nel cestino".
    let matched = false;
    for (let length = Math.min(maxPlaceWords, tokens.length - index); length >= 1 && !matched; length -= 1) {
      const key = spanText(index, length);
      const place = key === undefined ? undefined : placeSurfaces.get(key);
      if (place === undefined || key === undefined) continue;
      const preposition = placePreposition(index);
      const withFolderNoun = key.split(' ').some((word) => folderNouns.has(word))
        || folderNouns.has(tokens[index + length]?.text ?? '')
        || folderNouns.has(tokens[index - 1]?.text ?? '');
      if (preposition === undefined && !withFolderNoun && !midClauseName && length === 1) continue;
      // "the Downloads folder", "my Documents folder": the folder noun after the name is part of the place.
      const folderNounAfter = tokens[index + length];
      const nounAfter = folderNounAfter !== undefined && folderNounAfter.literal === undefined && !folderNounAfter.boundaryBefore && folderNouns.has(folderNounAfter.text) ? 1 : 0;
      push(length + nounAfter, { role: 'place', canonical: place.value, ...(preposition === undefined ? {} : { preposition }) });
      matched = true;
    }
    if (matched) continue;

    // Multi-word surface forms, longest first: objects, qualifiers, then verbs.
    for (let length = Math.min(surfaceIndex.maxWords, tokens.length - index); length >= 2 && !matched; length -= 1) {
      const key = spanText(index, length);
      if (key === undefined) continue;
      const object = surfaceIndex.objects.get(key);
      const qualifier = surfaceIndex.qualifiers.get(key);
      const verb = surfaceIndex.verbs.get(key);
      if (object !== undefined) push(length, { role: 'object', canonical: object.object, weak: object.weak, valueForm: object.valueForm });
      else if (qualifier !== undefined) push(length, { role: 'qualifier', canonical: qualifier.qualifier });
      else if (verb !== undefined && !nounMarked) push(length, { role: 'verb', canonical: verb.verb, ...(verb.implies === undefined ? {} : { implies: verb.implies }) });
      else continue;
      matched = true;
    }
    if (matched) continue;

    const next = tokens[index + 1];
    if (sendNouns.has(token.text) && clauseInitial(index) && next !== undefined && !next.boundaryBefore
      && (next.literal === 'email' || next.capitalized || sendNounFollowers.has(next.text))) {
      push(1, { role: 'verb', canonical: 'send', implies: 'messages' });
      continue;
    }
    const beforeSubject = tokens[index - 2]?.text ?? '';
    const declarative = previous !== undefined && previous.literal === undefined
      && ((declarativeSubjects.has(previous.text) && !(subjectPronouns.has(previous.text) && invertingWords.has(beforeSubject)))
        || (previous.text === 'you' && !politeModals.has(beforeSubject)));
    const verb = midClauseName || nounMarked || declarative ? undefined : readVerbSurface(token.text);
    const object = midClauseName ? undefined : surfaceIndex.objects.get(token.text);
    const qualifier = surfaceIndex.qualifiers.get(token.text);
    if (verb !== undefined && (object === undefined || clauseInitial(index))) {
      push(1, { role: 'verb', canonical: verb.verb, ...(verb.implies === undefined ? {} : { implies: verb.implies }) });
    } else if (object !== undefined) {
      push(1, { role: 'object', canonical: object.object, weak: object.weak, valueForm: object.valueForm });
    } else if (qualifier !== undefined) {
      push(1, { role: 'qualifier', canonical: qualifier.qualifier });
    } else if (/^\p{N}+$/u.test(token.text)) {
      push(1, { role: 'number' });
    } else if (isFunctionWord(token.text)) {
      push(1, { role: 'function' });
    } else {
      push(1, { role: 'content' });
    }
  }

  // Payload: after a colon that follows the first verb, words are data ("subject: delete me"), not instructions.
  const anyVerb = words.findIndex((word) => word.role === 'verb');
  // A request that opens with an object noun and a colon before any verb is a heading: "promemoria: chiamare Luca",
  // "reminder for Friday: send the report" asks to create that thing with what follows the colon.
  const opening = words.findIndex((word) => word.role !== 'function');
  const headingColon = opening < 0 ? -1 : words.findIndex((word, position) => position > opening && word.colonBefore);
  const heading = headingColon > opening && (words[opening] as RequestWord).role === 'object' && (words[opening] as RequestWord).head === opening
    && (anyVerb < 0 || anyVerb >= headingColon) ? opening : -1;
  const payloadAfter = heading >= 0 ? heading : anyVerb;
  if (payloadAfter >= 0) {
    const colon = words.findIndex((word, position) => position > payloadAfter && word.colonBefore);
    if (colon >= 0) for (let position = colon; position < words.length; position += 1) (words[position] as RequestWord).payload = true;
  }
  const firstVerb = words.findIndex((word) => word.role === 'verb' && word.payload !== true);
  const isVerbHead = (position: number): boolean => {
    const word = words[position];
    return word !== undefined && word.role === 'verb' && word.head === position && word.payload !== true;
  };

  // The chain of coordinated request verbs; its last one is the goal.
  const chain: number[] = [];
  if (firstVerb >= 0) {
    chain.push(firstVerb);
    for (let position = firstVerb + 1; position < words.length; position += 1) {
      const word = words[position] as RequestWord;
      if (word.payload === true) break;
      if (word.head !== position) continue;
      const opensClause = coordinators.has(word.text) || (word.boundaryBefore && !word.colonBefore);
      if (!opensClause) continue;
      let next = coordinators.has(word.text) ? position + 1 : position;
      while (next < words.length && (coordinationFillers.has((words[next] as RequestWord).text) || pronouns.has((words[next] as RequestWord).text) || coordinators.has((words[next] as RequestWord).text))) next += 1;
      if (isVerbHead(next) && chain[chain.length - 1] !== next) chain.push(next);
    }
  }
  const actionIndex = chain.length === 0 ? (heading >= 0 ? heading : undefined) : chain[chain.length - 1];
  const goal = actionIndex === undefined ? undefined : (words[actionIndex] as RequestWord);
  const actions: string[] = heading >= 0 && chain.length === 0 ? ['create'] : [];
  for (const position of chain) {
    const verb = (words[position] as RequestWord).canonical as string;
    if (actions[actions.length - 1] !== verb && !actions.includes(verb)) actions.push(verb);
  }

  // Negation within the goal verb's clause.
  let negated = false;
  if (actionIndex !== undefined) {
    for (let back = actionIndex - 1; back >= 0 && back >= actionIndex - 5; back -= 1) {
      const word = words[back] as RequestWord;
      if (negators.has(word.text) || (word.text === 't' && back > 0 && negatedAuxiliaries.has((words[back - 1] as RequestWord).text))) {
        negated = true;
        break;
      }
      if (coordinators.has(word.text) || word.boundaryBefore) break;
    }
  }

  // Hypothetical: the request (or the goal clause) opens as a question about the action.
  const opensWith = (start: number): boolean => {
    let first = start;
    while (first < words.length && leadingInterjections.has((words[first] as RequestWord).text)) first += 1;
    return openerPhrases.some((phrase) => phrase.every((part, offset) => words[first + offset]?.text === part && (offset === 0 || !(words[first + offset] as RequestWord).boundaryBefore)));
  };
  let clauseStart = actionIndex ?? 0;
  while (clauseStart > 0 && !(words[clauseStart] as RequestWord).boundaryBefore && !coordinators.has((words[clauseStart - 1] as RequestWord).text)) clauseStart -= 1;
  const hypothetical = opensWith(0) || opensWith(clauseStart);

  const places = words
    .map((word, position) => ({ word, position }))
    .filter(({ word, position }) => word.role === 'place' && word.head === position)
    .map(({ word, position }) => ({
      value: word.canonical as string,
      kind: placeVocabulary[word.canonical as string]?.kind ?? 'folder',
      preposition: word.preposition,
      index: position,
    }));
  // The object of the goal verb.
  let object: string | undefined;
  let objectSource: WordReading['objectSource'];
  if (goal?.implies !== undefined) {
    object = goal.implies;
    objectSource = 'implied';
  } else {
    const objectWords = words.filter((word, position) => word.role === 'object' && word.head === position && word.payload !== true);
    const after = (word: RequestWord): boolean => actionIndex === undefined || word.start > (goal as RequestWord).start;
    const pick = objectWords.find((word) => !word.weak && after(word))
      ?? objectWords.find((word) => !word.weak)
      ?? objectWords.find((word) => after(word))
      ?? objectWords[0];
    if (pick !== undefined) {
      const broader = objectVocabulary[pick.canonical as string]?.broader;
      object = broader !== undefined && objectWords.some((word) => word.canonical === broader) ? broader : pick.canonical;
      objectSource = 'noun';
    } else if (goal !== undefined && verbVocabulary[goal.canonical as string]?.defaultObject !== undefined) {
      object = verbVocabulary[goal.canonical as string]?.defaultObject;
      objectSource = 'default';
    } else if (places.some((place) => place.kind === 'mailbox')) {
      object = 'messages';
      objectSource = 'default';
    } else {
      // A quoted path ("~/My Notes/todo.txt" in quotes, for its blanks) names files like a bare one.
      const literal = words.find((word) => word.literal === 'url' || word.literal === 'path' || word.literal === 'file' || isQuotedPath(word));
      if (literal !== undefined) {
        object = literal.literal === 'url' ? 'urls' : 'files';
        objectSource = 'literal';
      } else if (places.some((place) => place.kind === 'folder')) {
        // "cosa c'è in Scaricati": a user folder holds files.
        object = 'files';
        objectSource = 'default';
      }
    }
  }

  // A light verb ("metti", "put") creates what it is put on when that is something one creates.
  let action = heading >= 0 && chain.length === 0 ? 'create' : goal?.canonical;
  if (action !== undefined && object !== undefined && goal !== undefined && lightVerbs[action]?.objects.includes(object) && lightVerbForms.has(goal.text)) {
    action = lightVerbs[action]?.verb;
    if (actions.length === 1) actions[0] = action as string;
    for (const word of words) if (word.head === actionIndex) word.canonical = action;
  }

  const qualifiers = [...new Set(words.filter((word) => word.role === 'qualifier').map((word) => word.canonical as string))];
  let unknownAction: string | undefined;
  if (action === undefined) {
    const first = words.findIndex((word) => word.role !== 'function');
    const word = words[first];
    const next = words[first + 1];
    if (word !== undefined && next !== undefined && (first === 0 || words.slice(0, first).every((before) => commandOpeners.has(before.text)))
      && ['content', 'object'].includes(word.role) && word.head === first && !next.boundaryBefore
      && (next.literal !== undefined || actionObjectOpeners.has(next.text))) unknownAction = word.text;
  }
  return { action, actions, actionIndex, object, objectSource, qualifiers, places, unknownAction, negated, hypothetical, words };
}
