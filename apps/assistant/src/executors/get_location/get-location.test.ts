import { ExecutorError } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { createTestEnvironment, testContext } from '../../__fixtures__/create-test-environment';
import { createGetLocation } from './get-location';

describe('createGetLocation', () => {
  it('should ask for a user action when no location is shared', async () => {
    const getLocation = createGetLocation(createTestEnvironment());
    await expect(getLocation({}, testContext())).rejects.toSatisfy(
      (error: unknown) =>
        ExecutorError.isInstance(error) &&
        error.failureKind === 'user_action_required' &&
        error.code === 'location_not_shared' &&
        error.details.need === 'location',
    );
  });

  it('should return the shared coordinates', async () => {
    const getLocation = createGetLocation(createTestEnvironment({ location: '45.46, 9.19' }));
    expect(await getLocation({}, testContext())).toEqual({ label: '45.46, 9.19', location: '45.46, 9.19', latitude: 45.46, longitude: 9.19 });
  });

  it('should return a shared place name without coordinates', async () => {
    const getLocation = createGetLocation(createTestEnvironment({ location: 'Milan, Italy' }));
    expect(await getLocation({}, testContext())).toEqual({ label: 'Milan, Italy', location: 'Milan, Italy', latitude: null, longitude: null });
  });
});
