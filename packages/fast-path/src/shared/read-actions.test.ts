import { describe, expect, it } from 'vitest';
import { readActions } from './read-actions';
import { readAction as readWordsAction } from '@metnos/lexicon';

describe('readActions', () => {
  it('should read one verb per action of the request, in order', () => {
    expect(readActions('find the logs in ~/a and delete them', readWordsAction)).toBe('find > delete');
    expect(readActions('find the logs in ~/a and copy them', readWordsAction)).toBe('find > copy');
    expect(readActions('elimina i pdf', readWordsAction)).toBe('delete');
    expect(readActions('rain on saturday?', readWordsAction)).toBe('');
  });
});
