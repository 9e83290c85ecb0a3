import { describe, expect, it } from 'vitest';
import { toSnakeCaseToolName } from './to-snake-case-tool-name';

describe('toSnakeCaseToolName', () => {
  it('should spell camelCase, PascalCase, kebab, dotted and accented names in snake_case', () => {
    expect(['searchNotes', 'HTTPGetPage', 'delete-note', 'git.status', ' Créer  Évènement ', '__x__'].map(toSnakeCaseToolName)).toEqual([
      'search_notes',
      'http_get_page',
      'delete_note',
      'git_status',
      'creer_evenement',
      'x',
    ]);
  });
});
