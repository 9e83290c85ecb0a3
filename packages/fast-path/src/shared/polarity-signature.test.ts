import { describe, expect, it } from 'vitest';
import { polaritySignature, samePolarity } from './polarity-signature';

describe('polaritySignature', () => {
  it('should read on/off in English and Italian', () => {
    expect(polaritySignature('turn on the kitchen light').polarity).toBe('on');
    expect(polaritySignature('spegni la luce in cucina').polarity).toBe('off');
    expect(polaritySignature('attiva il wifi').polarity).toBe('on');
    expect(polaritySignature('disattiva il wifi').polarity).toBe('off');
  });

  it('should read negation, up/down and their absence', () => {
    expect(polaritySignature("don't delete the file")).toEqual({ polarity: 'none', direction: 'none', negated: true });
    expect(polaritySignature('non cancellare il file').negated).toBe(true);
    expect(polaritySignature('alza il volume').direction).toBe('up');
    expect(polaritySignature('volume down').direction).toBe('down');
    expect(polaritySignature('find my photos')).toEqual({ polarity: 'none', direction: 'none', negated: false });
  });
});

describe('samePolarity', () => {
  it('should compare every field', () => {
    expect(samePolarity(polaritySignature('enable wifi'), polaritySignature('please enable the wifi'))).toBe(true);
    expect(samePolarity(polaritySignature('enable wifi'), polaritySignature('disable wifi'))).toBe(false);
    expect(samePolarity(polaritySignature('delete it'), polaritySignature('do not delete it'))).toBe(false);
  });
});

describe('polaritySignature prepositions', () => {
  it('should not read prepositions and comparatives as polarity', () => {
    expect(samePolarity(polaritySignature('rain Saturday?'), polaritySignature('will it rain on saturday'))).toBe(true);
    expect(polaritySignature('meteo su Roma')).toEqual({ polarity: 'none', direction: 'none', negated: false });
    expect(polaritySignature('i file più recenti').direction).toBe('none');
    expect(polaritySignature('show me less').direction).toBe('none');
    expect(polaritySignature('switch the wifi on').polarity).toBe('on');
  });
});
