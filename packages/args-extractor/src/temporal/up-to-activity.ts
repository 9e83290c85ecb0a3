import { cueWords } from './temporal-lexicon';

let activity: RegExp | undefined;

/**
 * "What are you up to this weekend?": "up to" after a person and a form of "be" asks what they are doing, not until
 * when. `prefix` is the normalised text before the temporal expression, ending with the "up to" read as "until".
 */
export function upToActivity(prefix: string): boolean {
  activity ??= new RegExp(`(?:^|[^\\p{L}'])(?:${cueWords('up-to-activity/are-you-up-to')})\\s*$`, 'u');
  return activity.test(prefix);
}
