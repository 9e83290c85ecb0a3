import { testLlmCacheStoreContract } from '@metnos/testing';
import { createInMemoryLlmCache } from './in-memory-llm-cache';

testLlmCacheStoreContract('createInMemoryLlmCache', () => createInMemoryLlmCache());
