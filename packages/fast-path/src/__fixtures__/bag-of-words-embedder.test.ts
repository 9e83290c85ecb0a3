import { testEmbedderContract } from '@metnos/testing';
import { BagOfWordsEmbedder } from './bag-of-words-embedder';

testEmbedderContract('BagOfWordsEmbedder', () => new BagOfWordsEmbedder());
