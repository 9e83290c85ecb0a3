import { describe, expect, it } from 'vitest';
import { importedNames, reExportedNames } from './declared-names';

const declarations = `import { Framework } from '@metnos/core';
import type { Span as TextSpan } from '@metnos/args-extractor';
export { MetnosError } from '@metnos/core';
export type { Language as Lang } from '@metnos/core';
export * from '@metnos/lexicon';
export { own } from './own';
export declare function run(framework: Framework, span: TextSpan): void;
`;

describe('reExportedNames', () => {
  it('should list the names re-exported from matching modules, and * for a star re-export', () => {
    expect([...reExportedNames(declarations, /^@metnos\//)]).toEqual([
      ['MetnosError', '@metnos/core'],
      ['Language', '@metnos/core'],
      ['*', '@metnos/lexicon'],
    ]);
  });

  it('should ignore local re-exports and plain declarations', () => {
    expect(reExportedNames("export { own } from './own';\nexport declare const x: number;\n", /^@metnos\//).size).toBe(0);
  });
});

describe('importedNames', () => {
  it('should list the imported names (by their exported name) with their module', () => {
    expect([...importedNames(declarations, /^@metnos\//)]).toEqual([
      ['Framework', '@metnos/core'],
      ['Span', '@metnos/args-extractor'],
    ]);
  });
});
