/** A user language the engine answers in. */
export type Language = 'it' | 'en' | 'es';
