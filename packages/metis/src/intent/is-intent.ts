import type { Intent } from '@metnos/core';

/**
 * Whether `value` has the shape of an {@link Intent}: string `verb` and `object`, and `keywords` an array of
 * strings. The one guard for intents read from an LLM answer or a cache (normalise them after with
 * `normaliseIntent`).
 */
export function isIntent(value: unknown): value is Intent {
  if (value === null || typeof value !== 'object') return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate['verb'] === 'string'
    && typeof candidate['object'] === 'string'
    && Array.isArray(candidate['keywords'])
    && candidate['keywords'].every((keyword) => typeof keyword === 'string');
}
