import { testAporiaStoreContract } from '@metnos/testing';
import { createInMemoryAporiaStore } from './in-memory-aporia-store';

testAporiaStoreContract('createInMemoryAporiaStore', ({ clock }) => createInMemoryAporiaStore({ now: () => clock().toISOString() }));
