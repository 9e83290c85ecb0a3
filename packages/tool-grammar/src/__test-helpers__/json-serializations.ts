function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, index) => permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]));
}

/**
 * Compact JSON texts of `value` with every order of object keys (up to `limit` texts). A grammar fixes key order,
 * so "the grammar accepts this instance" means it accepts one of these texts.
 */
export function jsonSerializations(value: unknown, limit = 120): string[] {
  if (Array.isArray(value)) {
    let texts = [''];
    for (const item of value) {
      const itemTexts = jsonSerializations(item, limit);
      texts = texts.flatMap((prefix) => itemTexts.map((text) => (prefix === '' ? text : `${prefix},${text}`))).slice(0, limit);
    }
    return texts.map((text) => `[${text}]`);
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    const results: string[] = [];
    for (const order of entries.length <= 5 ? permutations(entries) : [entries]) {
      let texts = [''];
      for (const [key, item] of order) {
        const itemTexts = jsonSerializations(item, limit);
        texts = texts
          .flatMap((prefix) => itemTexts.map((text) => `${prefix === '' ? '' : `${prefix},`}${JSON.stringify(key)}:${text}`))
          .slice(0, limit);
      }
      results.push(...texts.map((text) => `{${text}}`));
      if (results.length >= limit) break;
    }
    return results.slice(0, limit);
  }
  return [JSON.stringify(value)];
}
