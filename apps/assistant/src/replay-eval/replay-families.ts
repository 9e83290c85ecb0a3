import { replayFileFamilies } from './replay-file-families';
import { replayMailFamilies } from './replay-mail-families';
import type { ReplayFamily } from './replay-probe';
import { replayReminderFamilies } from './replay-reminder-families';
import { replaySpanishFamilies } from './replay-spanish-families';
import { replayTimeFamilies } from './replay-time-families';

/**
 * Every family of the replay eval, written blind (before reading the replay code) from how people ask: reminders,
 * files, mail, dates and times, it/en, and the same shapes in Spanish (`replaySpanishFamilies`). All are taught
 * into one shared assistant, then probed on later days.
 */
export const replayFamilies: readonly ReplayFamily[] = [...replayReminderFamilies, ...replayFileFamilies, ...replayMailFamilies, ...replayTimeFamilies, ...replaySpanishFamilies];
