import { parseRange } from './range';

describe('parseRange', () => {
  it('keeps the four ranges', () => {
    expect(['7', '30', '90', 'all'].map(parseRange)).toEqual(['7', '30', '90', 'all']);
  });
  it('falls back to the last 30 days for anything else', () => {
    expect(parseRange(null)).toBe('30');
    expect(parseRange('14')).toBe('30');
    expect(parseRange('ALL')).toBe('30');
  });
});
