/** A user language the engine answers in. */
export type Language = 'it' | 'en' | 'es';

/** The English name of each language, for prompts that tell a model which language to write in. */
export const languageNames: Readonly<Record<Language, string>> = { it: 'Italian', en: 'English', es: 'Spanish' };
