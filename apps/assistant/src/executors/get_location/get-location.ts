import { ExecutorError } from '@metnos/core';
import type { ExecutorFactory } from '../../catalog/executor-environment';

/**
 * get_location: the location the user shared (`[executors] location` in runtime.toml, or
 * METNOS_EXECUTORS_LOCATION). Without one it throws `ExecutorError` with failureKind `user_action_required` and,
 * in the turn's language, `details.action` naming that setting: only the user can share where they are.
 */
export const createGetLocation: ExecutorFactory = (environment) => async () => {
  const location = environment.location.trim();
  if (location === '') {
    throw new ExecutorError({
      tool: 'get_location',
      failureKind: 'user_action_required',
      code: 'location_not_shared',
      message: 'the user has not shared a location',
      details: { need: 'location' },
    });
  }
  const coordinates = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(location);
  return {
    label: location,
    location,
    latitude: coordinates ? Number(coordinates[1]) : null,
    longitude: coordinates ? Number(coordinates[2]) : null,
  };
};
