import type { VaglioRule } from '@metnos/nous';
import type { UndoJournal, UndoJournalEntry } from '../../storage/undo-journal';

/** What undoing `entry` reverts, for the consent prompt: when, and each effect. */
function describeTarget(entry: UndoJournalEntry): string {
  const effects = entry.effects.map((effect) => (effect.kind === 'create_reminder' ? `reminder ${JSON.stringify(effect.text ?? effect.id)}` : `${effect.to} → ${effect.from}`));
  return `turn of ${entry.at}: ${effects.join('; ')}`;
}

/**
 * Vaglio's rule for undo: reverting the last turn that changed something runs at once when that turn is at most
 * `windowMs` old; an older one (the user may have forgotten what it was) needs the user's consent first, like any
 * step that moves or deletes their data. The consent request names what will be undone.
 */
export function undoConsentRule({ journal, windowMs, now }: { journal: UndoJournal; windowMs: number; now: () => Date }): VaglioRule {
  return {
    name: 'undo_window',
    judgeCall({ manifest, confirmed }) {
      if (manifest.name !== 'undo_last_turn' || confirmed) return { allowed: true };
      const target = journal.lastEffectfulTurn();
      if (target === undefined || now().getTime() - Date.parse(target.at) <= windowMs) return { allowed: true };
      return {
        allowed: false,
        failure: { code: 'confirmation_required', details: { effects: ['overwrite'], about: describeTarget(target) } },
        message: `the last turn that changed something is from ${target.at}, older than the undo window`,
      };
    },
  };
}
