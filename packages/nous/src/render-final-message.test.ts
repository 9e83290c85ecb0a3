import { describe, expect, it } from 'vitest';
import { okStep } from './__fixtures__/step-result';
import { renderFinalMessage } from './render-final-message';

describe('renderFinalMessage', () => {
  it('should render the reference final message', () => {
    const steps = [okStep(1, {}), okStep(2, {}), okStep(3, {}), okStep(4, { ok_count: 3 })];
    expect(renderFinalMessage('Moved ${step4.ok_count} mails to trash.', { steps, fillers: {} })).toBe('Moved 3 mails to trash.');
  });

  it('should render fillers and leave unresolvable references verbatim', () => {
    const steps = [okStep(1, { entries: [1, 2] })];
    expect(renderFinalMessage('${step1.entries.length} in ${FILLER:dst}, ${step1.missing}, ${FILLER:nope}', { steps, fillers: { dst: 'Trash' } }))
      .toBe('2 in Trash, ${step1.missing}, ${FILLER:nope}');
  });
});
