import type { ToolNameChecker } from './tool-name-checker';

const shape = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/;

/**
 * The shape-only naming check: snake_case, at least two words (`verb_object`), starting with a letter. It cannot
 * tell a verb from a noun: that is the Naming Authority's vocabulary.
 */
export const checkVerbObjectShape: ToolNameChecker = (name) =>
  shape.test(name) ? { ok: true } : { ok: false, reason: `"${name}" is not verb_object[_qualifier] (snake_case, at least two words)` };
