import { cueWords } from '../temporal-lexicon';
import { holidayIds } from './temporal-patterns';

const feastPrefix = new RegExp(`^(?:${cueWords('saint-feast-after-per/festa-di')})\\s+`, 'u');

/**
 * The saints whose feast the lexicon names as "festa di <saint>", by the saint's name alone ("san giovanni" -> its
 * holiday id): built once for every Italian saint rule.
 */
export const saintFeasts = new Map([...holidayIds].filter(([name]) => feastPrefix.test(name)).map(([name, id]) => [name.replace(feastPrefix, ''), id] as const));
