import type { JsonSchema } from '@metnos/core';
import type { GbnfPrimitiveName } from '../gbnf/gbnf-primitives';
import { regexToGbnf } from './regex-to-gbnf';
import {
  childPointer,
  handleUnsupported,
  recordNarrowed,
  recordWidened,
  type SchemaCompileContext,
  type SchemaLocation,
} from './schema-compile-context';

const formatRules: Record<string, GbnfPrimitiveName> = {
  date: 'dateString',
  time: 'timeString',
  'date-time': 'dateTimeString',
  uuid: 'uuidString',
};

/**
 * Builds the rule for `type: string`: `format` date / time / date-time / uuid, `pattern` (translated regex),
 * `minLength` / `maxLength` (in characters, as JSON Schema counts them). When several of these are present the
 * first in that order is expressed and the others are left to the validator (listed in `widened`). Other
 * formats (email, uri, ...) accept any string and are listed in `widened`. In the plan grammar a constrained
 * string also accepts a whole-value placeholder (`"${FILLER:x}"`, `"${step1.field}"`).
 * With `maxStringLength` (opt-in) a string without its own `maxLength` is bounded too, and listed in `narrowed`.
 */
export function buildStringRule(schema: JsonSchema, context: SchemaCompileContext, location: SchemaLocation): string {
  const { builder } = context;
  const minLength = typeof schema.minLength === 'number' ? Math.ceil(schema.minLength) : 0;
  const maxLength = typeof schema.maxLength === 'number' ? Math.floor(schema.maxLength) : undefined;
  const hasLength = minLength > 0 || maxLength !== undefined;
  const format = typeof schema.format === 'string' ? schema.format : undefined;
  const pattern = typeof schema.pattern === 'string' ? schema.pattern : undefined;
  let expression: string | undefined;
  let leftToValidator: string[] = [];
  if (format !== undefined && formatRules[format] !== undefined) {
    expression = builder.primitive(formatRules[format]);
    leftToValidator = [pattern === undefined ? '' : 'pattern', hasLength ? 'minLength/maxLength' : ''];
  } else {
    if (format !== undefined) recordWidened(context, location, `format '${format}' checked by the validator only`);
    if (pattern !== undefined && pattern !== '') {
      const translation = regexToGbnf(pattern, { maxRepetition: context.maxRepetition });
      if (translation.success) {
        if (translation.usesChar) builder.primitive('char');
        expression = builder.addRule(`${location.stem}Pattern`, translation.expression);
        for (const note of translation.narrowed) recordNarrowed(context, location, `pattern: ${note}`);
        for (const note of translation.widened) recordWidened(context, location, note);
        leftToValidator = [hasLength ? 'minLength/maxLength' : ''];
      } else {
        expression = handleUnsupported(
          context,
          { ...location, pointer: childPointer(location.pointer, 'pattern') },
          'pattern',
          `${translation.reason} in /${pattern}/`,
          builder.primitive('string'),
        );
      }
    } else if (hasLength) {
      let upper = maxLength;
      const bound = context.maxStringLength;
      if (upper !== undefined && upper > context.maxRepetition) {
        if (bound === undefined) {
          recordWidened(context, location, `maxLength ${upper} above ${context.maxRepetition} checked by the validator only`);
          upper = undefined;
        } else if (bound < upper) {
          recordNarrowed(context, location, `maxLength ${upper} above ${context.maxRepetition}: at most ${bound} characters (maxStringLength)`);
          upper = bound;
        }
      }
      const lower = Math.min(minLength, context.maxRepetition);
      if (lower < minLength) recordWidened(context, location, `minLength ${minLength} checked by the validator only`);
      if (upper === undefined && bound !== undefined) {
        upper = Math.max(bound, lower);
        recordNarrowed(context, location, `no maxLength: at most ${upper} characters (maxStringLength)`);
      }
      const repeat = upper === undefined ? (lower === 0 ? '*' : `{${lower},}`) : lower === upper ? `{${upper}}` : `{${lower},${upper}}`;
      builder.primitive('char');
      expression = builder.addRule(location.stem, `"\\"" char${repeat} "\\""`);
    }
  }
  for (const keyword of leftToValidator.filter((item) => item !== '')) {
    recordWidened(context, location, `'${keyword}' checked by the validator only`);
  }
  if (expression === undefined || expression === 'string') {
    if (context.maxStringLength !== undefined) {
      recordNarrowed(context, location, `free string: at most ${context.maxStringLength} characters (maxStringLength)`);
    }
    return builder.primitive('string');
  }
  if (context.placeholders) {
    return builder.addRule(`${location.stem}OrPlaceholder`, `${expression} | ${builder.primitive('placeholder')}`);
  }
  return expression;
}
