import { ExecutorError } from '@metnos/core';
import type { ExecutorFactory } from '../../executor-support/executor-environment';

/**
 * get_location: the location the user shared: in the chat the request came from (a Telegram location message,
 * through the turn's channel), else `[executors] location` in runtime.toml or METNOS_EXECUTORS_LOCATION. Without
 * one it throws `ExecutorError` with failureKind `user_action_required` and `details.need: 'location'`: only the
 * user can share where they are (the assistant says how, for the channel of the turn).
 */
export const createGetLocation: ExecutorFactory = (environment) => async (_args, context) => {
  const location = (environment.channelForTurn?.(context.turnId)?.location ?? environment.location).trim();
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
