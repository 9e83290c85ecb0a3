import { describe, expect, it } from 'vitest';
import { splitPropertyName } from './split-property-name';

describe('splitPropertyName', () => {
  it('should split snake, camel and kebab case', () => {
    expect(splitPropertyName('max_results')).toEqual(['max', 'results']);
    expect(splitPropertyName('modifiedAfter')).toEqual(['modified', 'after']);
    expect(splitPropertyName('file-type')).toEqual(['file', 'type']);
  });
});
