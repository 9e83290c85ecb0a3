import { describe, expect, it } from 'vitest';
import { okStep } from './__fixtures__/step-result';
import { expandPlaceholders } from './expand-placeholders';

const scope = {
  steps: [okStep(1, { entries: [{ id: 'm1' }], count: 1, folder: 'INBOX' })],
  fillers: { trash_folder: 'Trash' },
};

describe('expandPlaceholders', () => {
  it('should keep the type of a whole-string reference and stringify embedded ones', () => {
    expect(expandPlaceholders({
      items: '${step1.entries}',
      total: '${step1.entries.length}',
      dst: '${FILLER:trash_folder}',
      label: 'from ${step1.folder} to ${FILLER:trash_folder} (${step1.count}) ${step1.entries}',
      nested: [{ deep: '${step1.count}' }],
      untouched: 42,
    }, scope)).toEqual({
      ok: true,
      value: {
        items: [{ id: 'm1' }],
        total: 1,
        dst: 'Trash',
        label: 'from INBOX to Trash (1) [{"id":"m1"}]',
        nested: [{ deep: 1 }],
        untouched: 42,
      },
    });
  });

  it('should not expand placeholders that appear inside inserted values', () => {
    const tricky = { steps: [okStep(1, { text: '${FILLER:trash_folder}' })], fillers: { trash_folder: 'Trash' } };
    expect(expandPlaceholders('say ${step1.text}', tricky)).toEqual({ ok: true, value: 'say ${FILLER:trash_folder}' });
  });

  it('should fail on an unresolved reference or filler', () => {
    expect(expandPlaceholders({ a: '${step2.count}' }, scope)).toEqual({
      ok: false,
      failure: { code: 'unresolved_reference', details: { reference: '${step2.count}' } },
      message: 'step 2 has not produced a result',
    });
    expect(expandPlaceholders('x ${FILLER:other}', scope)).toEqual({
      ok: false,
      failure: { code: 'unknown_filler', details: { filler: 'other' } },
      message: 'filler "other" is not resolved',
    });
  });
});
