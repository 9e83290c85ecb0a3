import { testActiveDayStoreContract, testCanonicalQueryStoreContract, testMultiToolPathStoreContract } from '@metnos/testing';
import { FeedCanonicalQueryStore, MemoisedCanonicalQueryStore, MemoryActiveDayStore, MemoryCanonicalQueryStore, MemoryMultiToolPathStore } from './in-memory-stores';

testCanonicalQueryStoreContract('MemoryCanonicalQueryStore', () => new MemoryCanonicalQueryStore());
testCanonicalQueryStoreContract('MemoisedCanonicalQueryStore (same array)', () => new MemoisedCanonicalQueryStore());
testCanonicalQueryStoreContract('MemoisedCanonicalQueryStore (shallow copy)', () => new MemoisedCanonicalQueryStore({ returns: 'shallow-copy' }));
testCanonicalQueryStoreContract('FeedCanonicalQueryStore', () => new FeedCanonicalQueryStore());
testMultiToolPathStoreContract('MemoryMultiToolPathStore', () => new MemoryMultiToolPathStore());
testActiveDayStoreContract('MemoryActiveDayStore', () => new MemoryActiveDayStore());
