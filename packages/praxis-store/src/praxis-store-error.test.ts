import { MetnosError } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { PraxisStoreError } from './praxis-store-error';

describe('PraxisStoreError', () => {
  it('should be a MetnosError that names the file and marks only locked as retryable', () => {
    const locked = new PraxisStoreError({ code: 'locked', filename: '/data/praxis.sqlite', message: 'busy' });
    expect(MetnosError.isInstance(locked)).toBe(true);
    expect(PraxisStoreError.isInstance(locked)).toBe(true);
    expect(locked).toMatchObject({ name: 'PraxisStoreError', code: 'locked', isRetryable: true, message: '/data/praxis.sqlite: busy' });
    expect(new PraxisStoreError({ code: 'corrupt', filename: 'f', message: 'm' }).isRetryable).toBe(false);
  });

  it('should not recognise other errors', () => {
    expect(PraxisStoreError.isInstance(new Error('x'))).toBe(false);
    expect(PraxisStoreError.isInstance(new MetnosError({ message: 'x', code: 'locked' }))).toBe(false);
  });
});
