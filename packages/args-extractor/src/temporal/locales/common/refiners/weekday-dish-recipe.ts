import { cueWords, weekdayNames } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

let recipe: RegExp | undefined;

/**
 * A weekday that names a dish of a recipe ("Sunday roast recipe with gravy", "ricetta del pranzo della domenica" is
 * not one): the weekday, a word or two, then "recipe": a kind of meal, no day.
 */
export const weekdayDishRecipe: TemporalFilter = {
  kind: 'filter',
  name: 'weekday-dish-recipe',
  locales: ['it', 'en'],
  rejects: (atom, surroundings) => {
    if (atom.kind !== 'day' || atom.day?.type !== 'weekday') return false;
    const { normalized, after } = surroundings;
    if (!Object.hasOwn(weekdayNames, normalized.slice(atom.start, atom.end))) return false;
    recipe ??= new RegExp(`^\\s+(?:\\p{L}+\\s+){1,2}(?:${cueWords('weekday-dish-recipe/recipe')})(?![\\p{L}])`, 'u');
    return recipe.test(after);
  },
  examples: {
    accept: [['send me the recipe on Friday', '2026-05-22']],
    reject: ['Saturday pancake recipes for kids', 'friday night pizza recipe'],
  },
};
