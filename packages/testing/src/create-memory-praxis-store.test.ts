import { describe, expect, it } from 'vitest';
import { testPraxisStoreContract } from './contracts/praxis-store-contract';
import { createMemoryPraxisStore } from './create-memory-praxis-store';
import { MemoryPraxisStoreError } from './memory-praxis-store-error';

testPraxisStoreContract('memory', (options) => createMemoryPraxisStore(options));

describe('createMemoryPraxisStore', () => {
  it('should refuse every call after close with a typed error', () => {
    const store = createMemoryPraxisStore();
    store.close();
    let caught: unknown;
    try {
      store.countObservations();
    } catch (error) {
      caught = error;
    }
    expect(MemoryPraxisStoreError.isInstance(caught)).toBe(true);
    expect(caught).toMatchObject({ code: 'closed' });
  });

  it('should stamp rows with the system clock by default', () => {
    const store = createMemoryPraxisStore();
    const before = new Date().toISOString();
    store.recordAporia({ category: 'missing_data', query: 'q', detail: 'd' });
    expect(store.listAporiae()[0]!.firstSeen >= before).toBe(true);
  });
});
