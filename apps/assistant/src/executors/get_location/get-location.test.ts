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

describe('createGetLocation (channels)', () => {
  it('should prefer the location shared in the chat of the turn, and need one when that chat shared none', async () => {
    const channels = new Map([['turn-1', { name: 'telegram' as const, location: '45.4642,9.19' }], ['turn-2', { name: 'telegram' as const }]]);
    const getLocation = createGetLocation({ ...createTestEnvironment({ location: 'Rome, Italy' }), channelForTurn: (turnId) => channels.get(turnId) });
    expect(await getLocation({}, testContext('turn-1'))).toEqual({ label: '45.4642,9.19', location: '45.4642,9.19', latitude: 45.4642, longitude: 9.19 });
    expect(await getLocation({}, testContext('turn-3'))).toMatchObject({ location: 'Rome, Italy' });
    const chatOnly = createGetLocation({ ...createTestEnvironment(), channelForTurn: (turnId) => channels.get(turnId) });
    await expect(chatOnly({}, testContext('turn-2'))).rejects.toSatisfy(
      (error: unknown) => ExecutorError.isInstance(error) && error.code === 'location_not_shared' && error.details.need === 'location',
    );
  });
});
