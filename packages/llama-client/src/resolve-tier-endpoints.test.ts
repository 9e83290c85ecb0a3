import { ConfigError } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { resolveTierEndpoints } from './resolve-tier-endpoints';

describe('resolveTierEndpoints', () => {
  it('should use the shared URL unless a tier sets a non-empty one, without trailing slashes', () => {
    expect(
      resolveTierEndpoints(
        { baseURL: 'http://127.0.0.1:8080/', tiers: { fast: { baseURL: '' }, wise: { baseURL: 'http://gpu:8081', model: 'gemma', reasoningBudget: 2048 } } },
        { source: 'test' },
      ),
    ).toEqual({ fast: { baseURL: 'http://127.0.0.1:8080' }, wise: { baseURL: 'http://gpu:8081', model: 'gemma', reasoningBudget: 2048 } });
  });

  it('should throw a ConfigError naming the key when a tier has no usable URL', () => {
    expect(() => resolveTierEndpoints({ tiers: { fast: { baseURL: 'http://a' } } }, { source: 'test' })).toThrow(
      expect.objectContaining({ key: 'baseURL', message: expect.stringContaining('wise tier') }),
    );
    expect(() => resolveTierEndpoints({ baseURL: 'not a url' }, { source: 'test' })).toSatisfy((thrower: () => void) => {
      try {
        thrower();
        return false;
      } catch (error) {
        return ConfigError.isInstance(error);
      }
    });
  });
});
