import { testEmbedderContract } from '@metnos/testing';
import { describe, expect, it } from 'vitest';
import { calibrationPairs } from './__fixtures__/calibration-pairs';
import { cosineSimilarity } from './cosine-similarity';
import { createHashedEmbedder } from './create-hashed-embedder';

const norm = (vector: Float32Array) => Math.sqrt(vector.reduce((sum, value) => sum + value * value, 0));

async function similarities(group: keyof typeof calibrationPairs): Promise<number[]> {
  const embedder = createHashedEmbedder();
  return Promise.all(
    calibrationPairs[group].map(async ([left, right]) => {
      const [a, b] = await embedder.embed([left, right]);
      return cosineSimilarity(a!, b!);
    }),
  );
}

describe('createHashedEmbedder', () => {
  it('should default to 256 dimensions with id hashed-ngram-v1-256', () => {
    const embedder = createHashedEmbedder();
    expect(embedder).toMatchObject({ id: 'hashed-ngram-v1-256', dimension: 256 });
  });

  it('should spell non-default options into the id so different vector spaces never share it', () => {
    expect(createHashedEmbedder({ dimension: 64, ngramSizes: [4, 3], wordWeight: 1, bigramWeight: 0, foldAccents: false }).id).toBe(
      'hashed-ngram-v1-64-n3.4-w1-b0-accents',
    );
  });

  it('should return unit vectors of the configured dimension, one per text in order', async () => {
    const vectors = await createHashedEmbedder({ dimension: 128 }).embed(['che ore sono', 'trova le foto', 'perché']);
    expect(vectors.map((vector) => vector.length)).toEqual([128, 128, 128]);
    for (const vector of vectors) expect(norm(vector)).toBeCloseTo(1, 6);
  });

  it('should be deterministic across instances', async () => {
    const [first] = await createHashedEmbedder().embed(['sposta la posta spam nel cestino']);
    const [second] = await createHashedEmbedder().embed(['sposta la posta spam nel cestino']);
    expect(first).toEqual(second);
  });

  it('should ignore case, punctuation and accents by default, but not when asked to keep accents', async () => {
    const [a, b] = await createHashedEmbedder().embed(['Perché la città è chiusa?', 'perche la citta e chiusa']);
    expect(cosineSimilarity(a!, b!)).toBeCloseTo(1, 6);
    const [c, d] = await createHashedEmbedder({ foldAccents: false }).embed(['perché la città è chiusa', 'perche la citta e chiusa']);
    expect(cosineSimilarity(c!, d!)).toBeLessThan(0.9);
  });

  it('should give a zero vector for a text without letters or digits', async () => {
    const [vector] = await createHashedEmbedder().embed(['?! …']);
    expect(norm(vector!)).toBe(0);
  });

  it('should score near-duplicates above paraphrases, and paraphrases above unrelated requests', async () => {
    const near = await similarities('nearDuplicate');
    const paraphrase = await similarities('paraphrase');
    const unrelated = await similarities('unrelated');
    expect(Math.min(...near)).toBeGreaterThan(0.85);
    expect(Math.min(...near)).toBeGreaterThan(Math.max(...paraphrase));
    expect(Math.min(...paraphrase)).toBeGreaterThan(Math.max(...unrelated));
    expect(Math.max(...unrelated)).toBeLessThan(0.3);
  });

  it('should keep same-topic requests with another intent below the L2 threshold 0.88', async () => {
    expect(Math.max(...(await similarities('sameTopicOtherIntent')))).toBeLessThan(0.88);
  });

  it('should reject bad options and bad input', async () => {
    expect(() => createHashedEmbedder({ dimension: 4 })).toThrow(expect.objectContaining({ code: 'invalid_input' }));
    expect(() => createHashedEmbedder({ ngramSizes: [] })).toThrow(expect.objectContaining({ code: 'invalid_input' }));
    expect(() => createHashedEmbedder({ wordWeight: -1 })).toThrow(expect.objectContaining({ code: 'invalid_input' }));
    await expect(createHashedEmbedder().embed([42 as never])).rejects.toMatchObject({ code: 'invalid_input' });
  });

  it('should honour an aborted signal', async () => {
    const controller = new AbortController();
    controller.abort(new Error('cancelled'));
    await expect(createHashedEmbedder().embed(['x'], { abortSignal: controller.signal })).rejects.toThrow('cancelled');
  });
});

testEmbedderContract('createHashedEmbedder', () => createHashedEmbedder());
testEmbedderContract('createHashedEmbedder (64 dimensions, accents kept)', () => createHashedEmbedder({ dimension: 64, foldAccents: false }));
