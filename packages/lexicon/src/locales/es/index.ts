import type { LocaleWords } from '../locale-words';
import { argumentWords } from './argument-words';
import { ambiguousDirections, distinguishingWords } from './content-words';
import { continuation } from './continuation';
import { courtesy } from './courtesy';
import { extensionWords } from './extension-words';
import { functionWords } from './function-words';
import * as grammar from './grammar';
import { polarity } from './polarity';
import { percentPhrases, quantities } from './quantities';
import { languageCues } from './language-cues';
import { literalPhrases } from './literal-phrases';
import { locationPhrases } from './location-phrases';
import { objects, weakObjectForms } from './objects';
import { pathWords } from './path-words';
import { places } from './places';
import { poolMarkers } from './pool-markers';
import { qualifiers } from './qualifiers';
import { schemaWords } from './schema-words';
import { stopPrepositions, stopWords } from './stop-words';
import { articulate } from '../../grammar/articulate';
import { plannerWords } from './planner-words';
import { replayWords } from './replay-words';
import * as markers from './request-markers';
import { roleWords } from './role-words';
import { lightVerbForms, verbClitics, verbs, verbsImplying } from './verbs';

/** The Spanish words of the lexicon. */
export const spanish: LocaleWords = {
  language: 'es',
  verbs,
  verbsImplying,
  lightVerbForms,
  verbClitics,
  objects,
  weakObjectForms,
  qualifiers,
  places,
  functionWords,
  markers,
  languageCues,
  grammar,
  stopWords: [...stopWords, ...stopPrepositions.flatMap((preposition) => articulate(grammar, preposition, { elided: false }))],
  courtesy,
  polarity,
  quantities,
  percentPhrases,
  continuation,
  distinguishingWords,
  ambiguousDirections,
  replay: replayWords,
  arguments: argumentWords,
  planner: plannerWords,
  literalPhrases,
  locationPhrases,
  roles: roleWords,
  paths: pathWords,
  extensions: extensionWords,
  schema: schemaWords,
  poolMarkers,
};
