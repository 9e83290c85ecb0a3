import { MetnosError } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { EmbedderError } from './embedder-error';

describe('EmbedderError', () => {
  it('should be a MetnosError carrying code and path', () => {
    const error = new EmbedderError({ code: 'model_missing', path: '/models/bge-m3/model.onnx', message: 'not found' });
    expect(MetnosError.isInstance(error)).toBe(true);
    expect(EmbedderError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ name: 'EmbedderError', code: 'model_missing', path: '/models/bge-m3/model.onnx', message: '/models/bge-m3/model.onnx: not found' });
  });

  it('should not recognise other errors', () => {
    expect(EmbedderError.isInstance(new Error('x'))).toBe(false);
  });
});
