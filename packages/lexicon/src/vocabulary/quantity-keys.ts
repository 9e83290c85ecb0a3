import { quantityConcepts, type QuantityConcept } from '../concepts/quantity-concepts';
import { supportedLocales } from '../locales/supported-locales';

let keys: ReadonlyMap<string, string> | undefined;

/**
 * Word or symbol → the key of its quantity class, over every locale ("euro", "€" → "€"; "percento", "%" → "%";
 * "minuti", "mins" → "unit:minute"): two requests naming the same class compare equal whatever the spelling.
 */
export function quantityKeys(): ReadonlyMap<string, string> {
  keys ??= new Map(
    (Object.entries(quantityConcepts) as Array<[QuantityConcept, (typeof quantityConcepts)[QuantityConcept]]>).flatMap(([concept, { key, symbols }]) =>
      [...symbols, ...supportedLocales.flatMap((locale) => locale.quantities[concept])].map((word) => [word, key] as const),
    ),
  );
  return keys;
}
