/**
 * One placeholder of a framework string: `${stepN.field.path}` (groups 1 and 2: the 1-based step number and
 * the dotted path with its leading dot) or `${FILLER:name}` (group 3). One pattern, one pass, so a value
 * inserted by one placeholder is never expanded again.
 */
export const placeholderPattern = /\$\{(?:step(\d+)((?:\.[A-Za-z_][A-Za-z0-9_]*|\.\d+)+)|FILLER:([A-Za-z_][A-Za-z0-9_]*))\}/g;
