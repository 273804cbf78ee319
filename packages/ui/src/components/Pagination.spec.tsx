import { rangeText } from './Pagination';

describe('rangeText', () => {
  it.each([
    [0, 20, 0, false, '0-0 of 0'],
    [143, 20, 0, false, '1-20 of 143'],
    [143, 20, 140, false, '141-143 of 143'],
    [5001, 20, 4980, false, '4,981-5,000 of 5,001'],
    [5001, 20, 5000, false, '5,001-5,001 of 5,001'],
    [10000, 20, 0, true, '1-20 of 10,000+'],
    [10000, 20, 12000, true, '12,001-12,020 of 10,000+'],
  ])('total %i, limit %i, offset %i, capped %s: %s', (total, limit, offset, capped, text) => {
    expect(rangeText(total, limit, offset, capped)).toBe(text);
  });
});
