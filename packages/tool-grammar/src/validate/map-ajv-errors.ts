import type { JsonSchema } from '@metnos/core';
import type { ErrorObject } from 'ajv';
import { formatInstancePath, formatNameList } from './format-instance-path';
import type { ValidationErrorCode, ValidationIssue } from './validation-issue';

function preview(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function jsonTypeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function describeBranch(branch: unknown, index: number): string {
  if (branch !== null && typeof branch === 'object') {
    const schema = branch as JsonSchema;
    if (Array.isArray(schema.required) && schema.required.length > 0) return `with ${formatNameList(schema.required)}`;
    if (schema.type !== undefined) return `of type ${[schema.type].flat().join('/')}`;
    if (schema.const !== undefined) return preview(schema.const);
  }
  return `alternative ${index + 1}`;
}

function describeNot(schema: unknown): string | undefined {
  if (schema === null || typeof schema !== 'object') return undefined;
  const not = schema as JsonSchema;
  if (Array.isArray(not.required) && not.required.length >= 2) return `${formatNameList(not.required)} cannot be used together`;
  if (Array.isArray(not.required) && not.required.length === 1) return `'${String(not.required[0])}' is not allowed here`;
  const branches = not.anyOf ?? not.oneOf;
  if (Array.isArray(branches) && branches.every((branch) => Array.isArray((branch as JsonSchema).required))) {
    return `none of ${branches.map((branch) => formatNameList((branch as JsonSchema).required as string[])).join(' / ')} may be given`;
  }
  return undefined;
}

/**
 * Maps ajv errors (`suffix` ends every message, e.g. ` for tool 'get_inputs'`) (allErrors + verbose) to issues whose messages tell a model what to change: missing required
 * args are grouped per object (`missing required args ['title', 'dialog'] for tool 'get_inputs'`), unexpected
 * args list what is allowed, enums list their values, `not` / `oneOf` name the conflicting arguments. Errors from
 * inside `anyOf` / `oneOf` / `not` branches are folded into the branch keyword's own message.
 */
export function mapAjvErrors(errors: readonly ErrorObject[], { suffix }: { suffix: string }): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const missing = new Map<string, string[]>();
  const unexpected = new Map<string, { names: string[]; allowed: string[] }>();
  for (const error of errors) {
    if (/\/(anyOf|oneOf|not)\//.test(error.schemaPath)) continue;
    const path = formatInstancePath(error.instancePath);
    const subject = path === '' ? 'args' : `arg '${path}'`;
    const push = (code: ValidationErrorCode, message: string) => issues.push({ code, message: `${message}${suffix}`, path });
    switch (error.keyword) {
      case 'required': {
        const names = missing.get(path) ?? [];
        names.push(String((error.params as { missingProperty: string }).missingProperty));
        missing.set(path, names);
        break;
      }
      case 'additionalProperties': {
        const entry = unexpected.get(path) ?? {
          names: [],
          allowed: Object.keys(((error.parentSchema as JsonSchema | undefined)?.properties ?? {}) as object),
        };
        entry.names.push(String((error.params as { additionalProperty: string }).additionalProperty));
        unexpected.set(path, entry);
        break;
      }
      case 'type':
        push('wrong_type', `${subject} must be ${String((error.params as { type: string }).type).replaceAll(',', ' or ')}, got ${jsonTypeName(error.data)} ${preview(error.data)}`);
        break;
      case 'enum':
        push('invalid_enum', `${subject} must be one of ${formatNameList((error.params as { allowedValues: unknown[] }).allowedValues)}, got ${preview(error.data)}`);
        break;
      case 'const':
        push('invalid_enum', `${subject} must be ${preview((error.params as { allowedValue: unknown }).allowedValue)}, got ${preview(error.data)}`);
        break;
      case 'format':
        push('invalid_value', `${subject} must be a valid '${String((error.params as { format: string }).format)}', got ${preview(error.data)}`);
        break;
      case 'pattern':
        push('invalid_value', `${subject} must match /${String((error.params as { pattern: string }).pattern)}/, got ${preview(error.data)}`);
        break;
      case 'not': {
        const described = describeNot(error.schema);
        push('constraint_violation', described === undefined ? `${subject} must not match ${preview(error.schema)}` : `${subject}: ${described}`);
        break;
      }
      case 'oneOf': {
        const branches = (error.schema as unknown[]) ?? [];
        const passing = (error.params as { passingSchemas: [number, number] | null }).passingSchemas;
        const described = branches.map((branch, index) => describeBranch(branch, index));
        push(
          'constraint_violation',
          passing === null
            ? `${subject} must match exactly one of: ${described.join(' | ')}; it matches none`
            : `${subject} must match exactly one of: ${described.join(' | ')}; it matches both ${described[passing[0]]} and ${described[passing[1]]}`,
        );
        break;
      }
      case 'anyOf': {
        const branches = (error.schema as unknown[]) ?? [];
        push('constraint_violation', `${subject} must match at least one of: ${branches.map(describeBranch).join(' | ')}`);
        break;
      }
      case 'if':
        break;
      case 'dependentRequired':
      case 'dependencies':
        push('constraint_violation', `${subject} ${error.message ?? 'violates a dependency'}`);
        break;
      default:
        push('invalid_value', `${subject} ${error.message ?? `fails '${error.keyword}'`}, got ${preview(error.data)}`);
    }
  }
  for (const [path, names] of missing) {
    const where = path === '' ? 'args' : `fields in '${path}'`;
    issues.push({ code: 'missing_required', message: `missing required ${where} ${formatNameList(names)}${suffix}`, path, ...(path === '' ? { names } : {}) });
  }
  for (const [path, { names, allowed }] of unexpected) {
    const where = path === '' ? 'args' : `fields in '${path}'`;
    issues.push({
      code: 'unexpected_argument',
      message: `unexpected ${where} ${formatNameList(names)}${suffix}; allowed: ${formatNameList(allowed)}`,
      path,
      ...(path === '' ? { names } : {}),
    });
  }
  return issues;
}
