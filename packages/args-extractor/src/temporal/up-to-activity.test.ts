import { describe, expect, it } from 'vitest';
import { upToActivity } from './up-to-activity';

describe('upToActivity', () => {
  it('should read "up to" after a person and a form of be as what they are doing', () => {
    expect(upToActivity('what were they up to ')).toBe(true);
    expect(upToActivity("so what's she been up to ")).toBe(true);
  });

  it('should leave "up to" as until after anything else', () => {
    expect(upToActivity('the offer is valid up to ')).toBe(false);
    expect(upToActivity('you can book up to ')).toBe(false);
  });
});
