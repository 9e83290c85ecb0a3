import { describe, expect, it } from 'vitest';
import { createMarkerMatcher } from './create-marker-matcher';

describe('createMarkerMatcher', () => {
  it('should match a marker as a whole word only', () => {
    const matches = createMarkerMatcher(['qua', 'qui']);
    expect(matches('vieni qua')).toBe(true);
    expect(matches('Qui, adesso')).toBe(true);
    expect(matches('dimmi qualcosa')).toBe(false);
    expect(matches('quindi nulla')).toBe(false);
    expect(matches('acqua fresca')).toBe(false);
  });

  it('should treat accented letters as word characters', () => {
    const matches = createMarkerMatcher(['qua']);
    expect(matches('quà')).toBe(false);
    expect(matches('àqua')).toBe(false);
    expect(matches("l'ho messo qua.")).toBe(true);
  });

  it('should match multi-word markers across any whitespace, case-insensitively', () => {
    const matches = createMarkerMatcher(['near me', 'vicino a me']);
    expect(matches('restaurants NEAR\n me')).toBe(true);
    expect(matches('una farmacia vicino  a me')).toBe(true);
    expect(matches('nearme')).toBe(false);
  });

  it('should escape regex characters in markers and match nothing without markers', () => {
    expect(createMarkerMatcher(['notion.so'])('open notion.so now')).toBe(true);
    expect(createMarkerMatcher(['notion.so'])('open notionXso now')).toBe(false);
    expect(createMarkerMatcher([])('anything')).toBe(false);
  });
});
