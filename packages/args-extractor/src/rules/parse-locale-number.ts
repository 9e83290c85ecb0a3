/** A request language the rules know. */
export type RuleLanguage = 'it' | 'en' | 'es';

/**
 * Parses a numeral written with Italian or English separators.
 * - `it`, `es`: `3,5` = 3.5 and `1.000` = 1000; `en`: `3.5` = 3.5 and `1,000` = 1000.
 * - No language: with both separators the last one is the decimal mark (`1.234,5`, `1,234.5`); a separator repeated
 *   in groups of three is a thousands separator (`1.000.000`); a single separator followed by exactly three digits
 *   is a thousands separator too (`1.500` -> 1500, `12,500` -> 12500) unless the integer part is 0 (`0.125`);
 *   otherwise it is a decimal mark (`2.5`, `2,5`). Returns `undefined` for anything that is not a numeral.
 */
export function parseLocaleNumber(text: string, language?: RuleLanguage): number | undefined {
  const trimmed = text.trim();
  if (!/^[+-]?\d[\d.,]*$/u.test(trimmed) || /[.,]$/u.test(trimmed)) return undefined;
  const sign = trimmed.startsWith('-') ? -1 : 1;
  const body = trimmed.replace(/^[+-]/u, '');
  const decimalMark = pickDecimalMark(body, language);
  const thousands = decimalMark === '.' ? ',' : '.';
  const parts = body.split(decimalMark);
  if (parts.length > 2) return undefined;
  const integerPart = parts[0] ?? '';
  if (integerPart.includes(thousands) && !/^\d{1,3}(?:[.,]\d{3})+$/u.test(integerPart)) return undefined;
  const normalised = integerPart.split(thousands).join('') + (parts[1] === undefined ? '' : `.${parts[1]}`);
  if (parts[1] !== undefined && !/^\d+$/u.test(parts[1])) return undefined;
  const value = sign * Number(normalised);
  return Number.isFinite(value) ? value : undefined;
}

function pickDecimalMark(body: string, language: RuleLanguage | undefined): '.' | ',' {
  if (language === 'it' || language === 'es') return ',';
  if (language === 'en') return '.';
  const lastDot = body.lastIndexOf('.');
  const lastComma = body.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) return lastDot > lastComma ? '.' : ',';
  const mark = lastDot >= 0 ? '.' : ',';
  const groups = body.split(mark);
  if (groups.length > 2) return mark === '.' ? ',' : '.';
  if (groups.length === 2 && groups[1]?.length === 3 && groups[0] !== '0' && groups[0] !== '-0') return mark === '.' ? ',' : '.';
  return mark;
}
