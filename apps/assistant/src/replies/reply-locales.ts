import type { Language } from '@metnos/core';
import { en } from './locales/en';
import { es } from './locales/es';
import { it } from './locales/it';
import type { ReplyMessages } from './reply-messages';

/** The reply sentences of every language the assistant reads (one file per language under `locales/`). */
export const replyLocales: Record<Language, ReplyMessages> = { en, it, es };
