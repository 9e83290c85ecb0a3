import type { LocaleWords } from '../locale-words';
import { functionWords } from './function-words';
import { languageCues } from './language-cues';
import { objects, weakObjectForms } from './objects';
import { places } from './places';
import { qualifiers } from './qualifiers';
import * as markers from './request-markers';
import { lightVerbForms, verbClitics, verbs, verbsImplying } from './verbs';

/** The English words of the lexicon. */
export const english: LocaleWords = {
  language: 'en',
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
};
