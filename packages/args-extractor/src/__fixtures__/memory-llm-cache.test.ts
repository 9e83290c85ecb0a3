import { testLlmCacheStoreContract } from '@metnos/testing';
import { MemoryLlmCache } from './memory-llm-cache';

testLlmCacheStoreContract('MemoryLlmCache', () => new MemoryLlmCache());
