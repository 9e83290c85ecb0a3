import { splitPropertyName } from './split-property-name';
import { valueLabels } from './value-labels';

/**
 * The it/en words that introduce the value of property `name` in a request: its own name words and their
 * {@link valueLabels} (`subject` → subject, "with subject", "con oggetto"…; `max_results` → max, "at most", "al
 * massimo"…, results, risultati). Each label once, in that order.
 */
export function propertyLabels(name: string): string[] {
  const words = splitPropertyName(name);
  return [...new Set([...words, ...words.flatMap((word) => valueLabels[word] ?? [])])];
}
