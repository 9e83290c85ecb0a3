import { ExecutorError } from '@metnos/core';
import type { ExecutorFactory } from '../../catalog/executor-environment';

/**
 * get_location: the location the user shared: in the chat the request came from (a Telegram location message,
 * through the turn's channel), else `[executors] location` in runtime.toml or METNOS_EXECUTORS_LOCATION. Without
 * one it throws `ExecutorError` with failureKind `user_action_required` and, in the turn's language,
 * `details.action` saying how to share it there: in a Telegram chat "paperclip → Location" (seed 002 §10),
 * elsewhere the setting. Only the user can share where they are.
 */
export const createGetLocation: ExecutorFactory = (environment) => async (_args, context) => {
  const channel = environment.channelForTurn?.(context.turnId);
  const location = (channel?.location ?? environment.location).trim();
  if (location === '' && channel?.name === 'telegram') {
    throw new ExecutorError({
      tool: 'get_location',
      failureKind: 'user_action_required',
      code: 'location_not_shared',
      message: 'the user has not shared a location in this chat',
      details: {
        action:
          context.language === 'it'
            ? 'condividi la tua posizione qui in chat (graffetta → Posizione)'
            : 'share your location here in chat (paperclip → Location)',
      },
    });
  }
  if (location === '') {
    throw new ExecutorError({
      tool: 'get_location',
      failureKind: 'user_action_required',
      code: 'location_not_shared',
      message: 'the user has not shared a location',
      details: {
        action:
          context.language === 'it'
            ? 'condividi la tua posizione: imposta [executors] location in runtime.toml ("Città, Paese" o "lat,lon") oppure METNOS_EXECUTORS_LOCATION'
            : 'share your location: set [executors] location in runtime.toml ("City, Country" or "lat,lon") or METNOS_EXECUTORS_LOCATION',
      },
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
